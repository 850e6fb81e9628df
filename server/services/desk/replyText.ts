/**
 * Lines where the earlier mail quoted below a reply begins, as mail clients write them (English
 * and Chinese; Gmail, Apple Mail, Thunderbird, Outlook, Foxmail, QQ Mail).
 */
const QUOTE_STARTS: RegExp[] = [
  /^On .{4,200}wrote:\s*$/i,
  /^在.{2,200}(写道|寫道)[:：]?\s*$/,
  /^-{2,}\s*(Original Message|Forwarded message|原始邮件|原始郵件)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^(From|发件人|寄件者)[:：]\s.+$/i,
];

/** A signature begins at the standard delimiter "-- " (RFC 3676), or at "Sent from my …". */
const SIGNATURE_STARTS: RegExp[] = [/^-- ?$/, /^Sent from my /i, /^发自我的/];

/**
 * The new words of an e-mail reply: the quoted earlier mail (a reply-header line, an Outlook
 * separator, "> " lines) and the signature are cut, surrounding blank lines trimmed.
 */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    const bare = line.trim();
    if (QUOTE_STARTS.some((r) => r.test(bare)) || SIGNATURE_STARTS.some((r) => r.test(line.trimEnd()))) break;
    if (bare.startsWith('>')) continue;
    kept.push(line.trimEnd());
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
