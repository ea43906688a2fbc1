import { administration } from './administration.ts';
import { generic } from './generic.ts';
import { pages } from './pages.ts';
import { resources } from './resources.ts';
import { shell } from './shell.ts';
import { raZhCN } from './ra/zhCN.ts';

export const zhCN = {
  ...shell['zh-CN'],
  ...pages['zh-CN'],
  administration: administration['zh-CN'].administration,
  ...generic['zh-CN'],
  ...resources['zh-CN'],
  ...raZhCN,
  app: { name: 'Showrunner' },
  errors: {
    ...administration['zh-CN'].errors,
    not_found: '未找到数据',
    forbidden: '您没有执行此操作的权限。',
    unauthorized: '请先登录。',
    validation: '部分字段内容不正确。',
    bad_request: '请求内容不正确。',
    server: '系统出现错误，请稍后再试。',
    login_failed: '用户名或密码错误。',
    too_many_attempts: '尝试次数过多，请等待一分钟后再试。',
    unique: '该值已被使用。',
    in_use: '该数据仍在使用中，无法删除。',
    unsupported_media_type: '不支持的内容类型。',
    payload_too_large: '请求内容过大。',
    method_not_allowed: '此处不提供该操作。',
  },
  validation: {
    ...administration['zh-CN'].validation,
    required: '必填',
    string: '必须是文本',
    number: '必须是数字',
    integer: '必须是整数',
    boolean: '必须是“是”或“否”',
    date: '必须是日期',
    datetime: '必须是日期和时间',
    enum: '必须是列表中的值',
    link: '必须是 http(s)、mailto 或 tel 链接',
    email: '必须是有效的电子邮箱',
    reference: '必须是已存在的数据',
    unique: '该值已被使用',
    unknown_field: '未知字段',
    max_length: '最多 %{max} 个字符',
    min_length: '至少 %{min} 个字符',
    min_value: '不能小于 %{min}',
    max_value: '不能大于 %{max}',
    password_required: '请输入密码。',
    password_letter: '密码必须包含至少一个字母。',
    password_number: '密码必须包含至少一个数字。',
    password_common: '该密码过于常见，请换一个。',
    password_letter_number: '请确保密码至少包含一个数字和一个字母。',
    image_url: '必须是 http(s) 网址或已上传的图片',
  },
};
