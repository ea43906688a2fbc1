import { administration } from './administration.ts';
import { generic } from './generic.ts';
import { pages } from './pages.ts';
import { resources } from './resources.ts';
import { shell } from './shell.ts';
import { raZhTW } from './ra/zhTW.ts';

export const zhTW = {
  ...shell['zh-TW'],
  ...pages['zh-TW'],
  administration: administration['zh-TW'].administration,
  ...generic['zh-TW'],
  ...resources['zh-TW'],
  ...raZhTW,
  app: { name: 'Showrunner' },
  errors: {
    ...administration['zh-TW'].errors,
    not_found: '找不到資料',
    forbidden: '您沒有執行此操作的權限。',
    unauthorized: '請先登入。',
    validation: '部分欄位內容不正確。',
    bad_request: '請求內容不正確。',
    server: '系統發生錯誤，請稍後再試。',
    login_failed: '帳號或密碼錯誤。',
    too_many_attempts: '嘗試次數過多，請稍候一分鐘再試。',
    unique: '此值已被使用。',
    in_use: '此筆資料仍在使用中，無法刪除。',
    unsupported_media_type: '不支援的內容類型。',
    payload_too_large: '請求內容過大。',
    method_not_allowed: '此處不提供這項操作。',
  },
  validation: {
    ...administration['zh-TW'].validation,
    required: '必填',
    string: '必須是文字',
    number: '必須是數字',
    integer: '必須是整數',
    boolean: '必須是「是」或「否」',
    date: '必須是日期',
    datetime: '必須是日期與時間',
    enum: '必須是清單中的值',
    link: '必須是 http(s)、mailto 或 tel 連結',
    email: '必須是有效的電子郵件',
    reference: '必須是已存在的資料',
    unique: '此值已被使用',
    unknown_field: '不明的欄位',
    max_length: '最多 %{max} 個字元',
    min_length: '至少 %{min} 個字元',
    min_value: '不得小於 %{min}',
    max_value: '不得大於 %{max}',
    password_required: '請輸入密碼。',
    password_letter: '密碼須包含至少一個英文字母。',
    password_number: '密碼須包含至少一個數字。',
    password_common: '此密碼過於常見，請換一個。',
    password_letter_number: '請確認密碼至少包含一個數字與一個英文字母。',
    image_url: '必須是 http(s) 網址或已上傳的圖片',
  },
};
