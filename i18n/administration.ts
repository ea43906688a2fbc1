/**
 * Messages of the login's two-factor steps and reminder and of the API's sign-in refusals, in the
 * three languages side by side: words no single entity owns (each entity's own live in its
 * `i18n.ts`). `errors` and `validation` are merged into the catalogues' own; the rest lives under
 * `administration`.
 */
export const administration = {
  en: {
    errors: {
      ip_not_allowed: 'Access from your address (%{ip}) is not allowed. Ask an administrator to add it to the IP whitelist.',
      role_outranks: 'This role holds permissions you do not have, so you cannot change it.',
      own_credentials: 'Change your own password under Profile, where your current password is asked for; only another administrator can turn off your two-factor login.',
      challenge_invalid: 'This login has expired or was already completed. Please log in again.',
      two_factor_bound: 'A device is already bound to this account. Ask an administrator to reset the QR code to bind a new one.',
      two_factor_unbound: 'Scan the QR code first.',
      otp_invalid: 'Wrong verification code.',
      otp_used: 'This code has already been used. Please wait for the next one.',
    },
    validation: {
      otp_code: 'Enter the 6-digit code',
    },
    administration: {
      two_factor: {
        bind_title: 'Set up two-factor authentication',
        bind_hint: 'Scan this QR code with Google Authenticator or another authenticator app, then enter the 6-digit code it shows.',
        manual: 'Cannot scan? Enter this key in the app:',
        qr_alt: 'QR code for your authenticator app',
        code_title: 'Two-factor authentication',
        code_hint: 'Enter the 6-digit verification code from your authenticator app.',
        code: 'Verification code',
        verify: 'Verify',
        next: 'Next',
        back: 'Back to login',
        reminder_title: 'Protect your account with two-factor authentication',
        reminder: 'It is off for your account. Turn it on: scan a QR code with an authenticator app now, and from then on each login also asks for its code.',
        turn_on: 'Turn on',
        turned_on: 'Two-factor authentication is on: your next login asks for a code from your device.',
        confirm: 'Confirm and turn on',
      },
    },
  },
  'zh-TW': {
    errors: {
      ip_not_allowed: '您的位址（%{ip}）不允許存取。請聯絡管理員將它加入 IP 白名單。',
      role_outranks: '這個角色擁有您沒有的權限，因此您無法修改它。',
      own_credentials: '請在個人資料中變更自己的密碼（需輸入目前密碼）；只有其他管理員能關閉您的雙重驗證登入。',
      challenge_invalid: '此次登入已逾時或已完成，請重新登入。',
      two_factor_bound: '此帳號已綁定裝置。如需綁定新裝置，請聯絡管理員重設 QR 碼。',
      two_factor_unbound: '請先掃描 QR 碼。',
      otp_invalid: '驗證碼錯誤。',
      otp_used: '此驗證碼已使用過，請等待下一組驗證碼。',
    },
    validation: {
      otp_code: '請輸入 6 位數驗證碼',
    },
    administration: {
      two_factor: {
        bind_title: '設定兩步驟驗證',
        bind_hint: '請用 Google Authenticator 或其他驗證器 App 掃描此 QR 碼，再輸入 App 顯示的 6 位數驗證碼。',
        manual: '無法掃描？請在 App 中輸入此金鑰：',
        qr_alt: '驗證器 App 用的 QR 碼',
        code_title: '兩步驟驗證',
        code_hint: '請輸入驗證器 App 顯示的 6 位數驗證碼。',
        code: '驗證碼',
        verify: '驗證',
        next: '下一步',
        back: '返回登入',
        reminder_title: '使用兩步驟驗證保護您的帳號',
        reminder: '您的帳號尚未開啟兩步驟驗證。現在開啟：用驗證器 App 掃描 QR 碼，之後每次登入都需輸入它產生的驗證碼。',
        turn_on: '開啟',
        turned_on: '已開啟兩步驟驗證：下次登入時需輸入裝置上的驗證碼。',
        confirm: '確認並開啟',
      },
    },
  },
  'zh-CN': {
    errors: {
      ip_not_allowed: '您的地址（%{ip}）不允许访问。请联系管理员将其加入 IP 白名单。',
      role_outranks: '该角色拥有您没有的权限，因此您无法修改它。',
      own_credentials: '请在个人资料中修改自己的密码（需输入当前密码）；只有其他管理员能关闭您的双重验证登录。',
      challenge_invalid: '本次登录已过期或已完成，请重新登录。',
      two_factor_bound: '该账号已绑定设备。如需绑定新设备，请联系管理员重置二维码。',
      two_factor_unbound: '请先扫描二维码。',
      otp_invalid: '验证码错误。',
      otp_used: '该验证码已使用过，请等待下一个验证码。',
    },
    validation: {
      otp_code: '请输入 6 位验证码',
    },
    administration: {
      two_factor: {
        bind_title: '设置双重验证',
        bind_hint: '请用 Google Authenticator 或其他验证器 App 扫描此二维码，再输入 App 显示的 6 位验证码。',
        manual: '无法扫描？请在 App 中输入此密钥：',
        qr_alt: '验证器 App 使用的二维码',
        code_title: '双重验证',
        code_hint: '请输入验证器 App 显示的 6 位验证码。',
        code: '验证码',
        verify: '验证',
        next: '下一步',
        back: '返回登录',
        reminder_title: '使用双重验证保护您的账号',
        reminder: '您的账号尚未开启双重验证。现在开启：用验证器 App 扫描二维码，之后每次登录都需输入它生成的验证码。',
        turn_on: '开启',
        turned_on: '已开启双重验证：下次登录时需输入设备上的验证码。',
        confirm: '确认并开启',
      },
    },
  },
};
