/** The console's words for webhooks (admin/resources/webhooks.tsx), in both languages. */
export const webhooksEn = {
  events: {
    enquiry: {
      created: 'New enquiry',
      commented: 'Visitor comment',
      closed: 'Enquiry closed',
    },
    webhook: { test: 'Test event' },
  },
  active: 'Active',
  inactive: 'Disabled',
  url_hint:
    'The receiver’s https:// address (http:// only for localhost during development). Private network addresses are refused.',
  secret: 'Signing secret',
  secret_once:
    'Copy this secret into the receiving system now: it is shown only this once. Requests carry X-ValveSite-Signature, an HMAC-SHA256 made with it.',
  secret_masked: 'shown only when created or rotated',
  copy: 'Copy',
  copied: 'Secret copied',
  rotate: 'Rotate secret',
  rotate_title: 'Make a new secret?',
  rotate_content:
    'The current secret stops working at once: the receiving system must be given the new one, or it will reject the events.',
  send_test: 'Send test event',
  test_delivered: 'Test event delivered (HTTP %{status})',
  test_failed: 'The test event was not accepted: %{error}. It will be retried like any event.',
  log: 'Recent deliveries',
  no_deliveries: 'Nothing sent yet.',
  state_delivered: 'Delivered',
  state_waiting: 'Waiting for retry',
  state_given_up: 'Given up',
  retry: 'Retry now',
  retry_delivered: 'Delivered',
  retry_failed: 'Not accepted again: %{error}',
};

export const webhooksZh: typeof webhooksEn = {
  events: {
    enquiry: {
      created: '新留言',
      commented: '访客追加留言',
      closed: '留言已关闭',
    },
    webhook: { test: '测试事件' },
  },
  active: '启用',
  inactive: '已停用',
  url_hint: '接收方的 https:// 地址（http:// 仅限开发时的 localhost）。不接受内网地址。',
  secret: '签名密钥',
  secret_once:
    '请立即把此密钥复制到接收系统：它只显示这一次。每个请求都带有用它计算的 HMAC-SHA256 签名 X-ValveSite-Signature。',
  secret_masked: '仅在创建或更换时显示',
  copy: '复制',
  copied: '密钥已复制',
  rotate: '更换密钥',
  rotate_title: '生成新密钥？',
  rotate_content: '当前密钥将立即失效：必须把新密钥交给接收系统，否则它会拒收事件。',
  send_test: '发送测试事件',
  test_delivered: '测试事件已送达（HTTP %{status}）',
  test_failed: '测试事件未被接收：%{error}。它会像其他事件一样自动重试。',
  log: '最近推送',
  no_deliveries: '尚未发送任何事件。',
  state_delivered: '已送达',
  state_waiting: '等待重试',
  state_given_up: '已放弃',
  retry: '立即重试',
  retry_delivered: '已送达',
  retry_failed: '仍未被接收：%{error}',
};
