import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText.js';

describe('rich text sanitising', () => {
  it('keeps the structure staff write', () => {
    const html =
      '<h3>Trim</h3><p>Class <strong>V</strong> shut-off.</p><ul><li>DN50</li></ul><table><tr><td colspan="2">x</td></tr></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, handlers, frames and javascript links', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|iframe|javascript/i);
    expect(out).toContain('<p>Hi</p>');
  });

  it('keeps layout styles and drops the rest', () => {
    expect(sanitizeRichText('<p style="text-align:center;position:fixed;font-size:18px">x</p>')).toBe(
      '<p style="text-align:center;font-size:18px">x</p>',
    );
  });

  it('makes new-window links safe', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/en/news">x</a>')).toBe('<a href="/en/news">x</a>');
  });
});
