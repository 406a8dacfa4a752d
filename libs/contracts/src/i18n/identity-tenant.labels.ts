import type { Catalog } from './catalog';

/**
 * Labels of the platform operator's screens (web/src/pages/platform): enterprises (tenants) and the audit of company
 * self-registrations. Placeholders are single-brace (`{0}`).
 */
const menu = {
  'menu.platform': { zh_CN: '平台管理', en_US: 'Platform' },
  'menu.platform.tenant': { zh_CN: '企业管理', en_US: 'Enterprises' },
  'menu.platform.tenant.add': { zh_CN: '新增企业', en_US: 'Add enterprise' },
  'menu.platform.tenant.lock': { zh_CN: '锁定与解锁', en_US: 'Lock and unlock' },
  'menu.platform.tenant.cancel': { zh_CN: '注销企业', en_US: 'Cancel enterprise' },
  'menu.platform.tenant.quota': { zh_CN: '收费用户上限', en_US: 'Paid-user limit' },
  'menu.platform.companyRegistration': { zh_CN: '企业注册审核', en_US: 'Company registrations' },
} satisfies Catalog;

const tenant = {
  'platform.tenant.fields.code': { zh_CN: '企业账号', en_US: 'Enterprise code' },
  'platform.tenant.fields.name': { zh_CN: '企业名称', en_US: 'Enterprise name' },
  'platform.tenant.fields.status': { zh_CN: '状态', en_US: 'State' },
  'platform.tenant.fields.userCount': { zh_CN: '用户数', en_US: 'Users' },
  'platform.tenant.fields.paidUsers': { zh_CN: '收费用户 / 上限', en_US: 'Paid users / limit' },
  'platform.tenant.fields.paidUserLimit': { zh_CN: '收费用户上限', en_US: 'Paid-user limit' },
  'platform.tenant.fields.expireTime': { zh_CN: '注销时间', en_US: 'Cancelled' },
  'platform.tenant.fields.purgeAfter': { zh_CN: '账号数据保留至', en_US: 'Account data kept until' },
  'platform.tenant.fields.createTime': { zh_CN: '创建时间', en_US: 'Created' },
  'platform.tenant.fields.adminAccount': { zh_CN: '管理员账号', en_US: 'Administrator account' },
  'platform.tenant.fields.adminName': { zh_CN: '管理员姓名', en_US: "Administrator's name" },
  'platform.tenant.fields.adminPhone': { zh_CN: '管理员手机号', en_US: "Administrator's phone" },
  'platform.tenant.fields.adminPassword': { zh_CN: '管理员密码', en_US: "Administrator's password" },
  'platform.tenant.fields.jobNo': { zh_CN: '工号', en_US: 'Job number' },
  'platform.tenant.status.normal': { zh_CN: '正常', en_US: 'Normal' },
  'platform.tenant.status.locked': { zh_CN: '已锁定', en_US: 'Locked' },
  'platform.tenant.status.cancelled': { zh_CN: '已注销', en_US: 'Cancelled' },
  'platform.tenant.statusFilter': { zh_CN: '全部状态', en_US: 'All states' },
  'platform.tenant.searchPlaceholder': { zh_CN: '企业账号 / 企业名称', en_US: 'Enterprise code or name' },
  'platform.tenant.unlimited': { zh_CN: '不限', en_US: 'Unlimited' },
  'platform.tenant.platformTag': { zh_CN: '平台', en_US: 'Platform' },
  'platform.tenant.purged': { zh_CN: '已删除', en_US: 'Deleted' },
  'platform.tenant.actions.lock': { zh_CN: '锁定', en_US: 'Lock' },
  'platform.tenant.actions.unlock': { zh_CN: '解锁', en_US: 'Unlock' },
  'platform.tenant.actions.cancel': { zh_CN: '注销', en_US: 'Cancel enterprise' },
  'platform.tenant.actions.paidLimit': { zh_CN: '收费上限', en_US: 'Paid limit' },
  'platform.tenant.actions.logs': { zh_CN: '日志', en_US: 'Log' },
  'platform.tenant.actions.registrations': { zh_CN: '注册审核', en_US: 'Registrations' },
  'platform.tenant.addTitle': { zh_CN: '新增企业', en_US: 'Add enterprise' },
  'platform.tenant.adminSection': { zh_CN: '首个管理员', en_US: 'First administrator' },
  'platform.tenant.codeFormat': { zh_CN: '企业账号为2–50位字母、数字、_ 或 -', en_US: 'The enterprise code takes 2 to 50 letters, digits, _ or -' },
  'platform.tenant.limitFormat': { zh_CN: '请输入不小于0的整数，留空表示不限', en_US: 'A whole number from 0, or empty for no limit' },
  'platform.tenant.confirmLock': {
    zh_CN: '确定锁定企业“{0}”吗？其所有用户立即下线且无法登录，解锁后恢复。',
    en_US: 'Lock "{0}"? All its users are signed out at once and cannot log in until it is unlocked.',
  },
  'platform.tenant.confirmUnlock': { zh_CN: '确定解锁企业“{0}”吗？', en_US: 'Unlock "{0}"?' },
  'platform.tenant.confirmCancel': {
    zh_CN: '确定注销企业“{0}”吗？其所有用户立即下线；注销不可撤销，账号数据保留7天后删除。',
    en_US: 'Cancel "{0}"? All its users are signed out at once; this cannot be undone, and its accounts are deleted 7 days later.',
  },
  'platform.tenant.limitTitle': { zh_CN: '“{0}”的收费用户上限', en_US: 'Paid-user limit of "{0}"' },
  'platform.tenant.limitHelp': { zh_CN: '留空表示不限；不能低于现有收费用户数（{0}）。', en_US: 'Leave empty for no limit; it cannot be below the {0} paid users there are.' },
  'platform.tenant.logsTitle': { zh_CN: '“{0}”的操作日志', en_US: 'Log of "{0}"' },
  'platform.tenant.logs.time': { zh_CN: '时间', en_US: 'Time' },
  'platform.tenant.logs.user': { zh_CN: '操作人', en_US: 'By' },
  'platform.tenant.logs.remark': { zh_CN: '内容', en_US: 'What' },
} satisfies Catalog;

const registration = {
  'platform.registration.fields.kind': { zh_CN: '类型', en_US: 'Kind' },
  'platform.registration.fields.applicant': { zh_CN: '申请人', en_US: 'Applicant' },
  'platform.registration.fields.reason': { zh_CN: '驳回原因', en_US: 'Reason' },
  'platform.registration.kind.new': { zh_CN: '注册新企业', en_US: 'New company' },
  'platform.registration.kind.claim': { zh_CN: '认领企业', en_US: 'Claim' },
  'platform.registration.searchPlaceholder': { zh_CN: '企业 / 账号 / 姓名 / 手机号', en_US: 'Company, account, name or phone' },
  'platform.registration.approveTitle': { zh_CN: '通过“{0}”的企业申请', en_US: 'Approve the company application of "{0}"' },
  'platform.registration.approveNew': {
    zh_CN: '将创建企业“{0}”（{1}），申请人成为其首个管理员。',
    en_US: 'Creates the enterprise "{0}" ({1}) with the applicant as its first administrator.',
  },
  'platform.registration.approveClaim': { zh_CN: '申请人将成为企业“{0}”（{1}）的管理员。', en_US: 'The applicant becomes an administrator of "{0}" ({1}).' },
  'platform.registration.rejectTitle': { zh_CN: '驳回“{0}”的企业申请', en_US: 'Reject the company application of "{0}"' },
} satisfies Catalog;

/** The login page's company self-registration form. */
const registerCompany = {
  'platform.registerCompany.link': { zh_CN: '注册企业', en_US: 'Register a company' },
  'platform.registerCompany.title': { zh_CN: '注册企业', en_US: 'Register a company' },
  'platform.registerCompany.enterpriseName': { zh_CN: '企业名称', en_US: 'Company name' },
  'platform.registerCompany.enterpriseCode': { zh_CN: '企业账号', en_US: 'Enterprise code' },
  'platform.registerCompany.codeHint': { zh_CN: '2–50位字母、数字、_ 或 -，登录与设备接入时使用', en_US: '2 to 50 letters, digits, _ or -; used to log in and by devices' },
  'platform.registerCompany.name': { zh_CN: '您的姓名', en_US: 'Your name' },
  'platform.registerCompany.account': { zh_CN: '管理员账号', en_US: 'Administrator account' },
  'platform.registerCompany.jobNo': { zh_CN: '工号（选填）', en_US: 'Job number (optional)' },
  'platform.registerCompany.submit': { zh_CN: '提交申请', en_US: 'Apply' },
  'platform.registerCompany.claim': { zh_CN: '申请认领该企业', en_US: 'Apply to claim it' },
  'platform.registerCompany.claimHelp': {
    zh_CN: '认领申请经平台审核通过后，您将成为该企业的管理员。',
    en_US: 'Once the platform approves the claim, you become an administrator of that enterprise.',
  },
} satisfies Catalog;

export const identityTenantLabels = { ...menu, ...tenant, ...registration, ...registerCompany } satisfies Catalog;
