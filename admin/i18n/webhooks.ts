import type { Bilingual } from '#contract/words.js';

/** The console's words for webhooks (admin/resources/webhooks.tsx), in both languages. */
export const webhooksWords = {
  events: {
    enquiry: {
      created: { en: 'New enquiry', zh: '新留言' },
      commented: { en: 'Visitor comment', zh: '访客追加留言' },
      closed: { en: 'Enquiry closed', zh: '留言已关闭' },
    },
    webhook: {
      test: { en: 'Test event', zh: '测试事件' },
    },
  },
  active: { en: 'Active', zh: '启用' },
  inactive: { en: 'Disabled', zh: '已停用' },
  url_hint: {
    en: 'The receiver’s https:// address (http:// only for localhost during development). Private network addresses are refused.',
    zh: '接收方的 https:// 地址（http:// 仅限开发时的 localhost）。不接受内网地址。',
  },
  secret: { en: 'Signing secret', zh: '签名密钥' },
  secret_once: {
    en: 'Copy this secret into the receiving system now: it is shown only this once. Requests carry X-ValveSite-Signature, an HMAC-SHA256 made with it.',
    zh: '请立即把此密钥复制到接收系统：它只显示这一次。每个请求都带有用它计算的 HMAC-SHA256 签名 X-ValveSite-Signature。',
  },
  secret_masked: { en: 'shown only when created or rotated', zh: '仅在创建或更换时显示' },
  copy: { en: 'Copy', zh: '复制' },
  copied: { en: 'Secret copied', zh: '密钥已复制' },
  rotate: { en: 'Rotate secret', zh: '更换密钥' },
  rotate_title: { en: 'Make a new secret?', zh: '生成新密钥？' },
  rotate_content: {
    en: 'The current secret stops working at once: the receiving system must be given the new one, or it will reject the events.',
    zh: '当前密钥将立即失效：必须把新密钥交给接收系统，否则它会拒收事件。',
  },
  send_test: { en: 'Send test event', zh: '发送测试事件' },
  test_delivered: { en: 'Test event delivered (HTTP %{status})', zh: '测试事件已送达（HTTP %{status}）' },
  test_failed: {
    en: 'The test event was not accepted: %{error}. It will be retried like any event.',
    zh: '测试事件未被接收：%{error}。它会像其他事件一样自动重试。',
  },
  log: { en: 'Recent deliveries', zh: '最近推送' },
  no_deliveries: { en: 'Nothing sent yet.', zh: '尚未发送任何事件。' },
  state_delivered: { en: 'Delivered', zh: '已送达' },
  state_waiting: { en: 'Waiting for retry', zh: '等待重试' },
  state_given_up: { en: 'Given up', zh: '已放弃' },
  retry: { en: 'Retry now', zh: '立即重试' },
  retry_delivered: { en: 'Delivered', zh: '已送达' },
  retry_failed: { en: 'Not accepted again: %{error}', zh: '仍未被接收：%{error}' },
} satisfies Bilingual;
