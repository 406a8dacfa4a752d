import type { Catalog } from './catalog';

/**
 * Labels of the identity-admin screens of the web admin: users, registration audit, restore, roles and their
 * grants, organisations with groups and positions. Placeholders are single-brace (`{0}`, `{name}`).
 */
const menu = {
  'menu.admin.userAdd': { zh_CN: '新增用户', en_US: 'Add user' },
  'menu.admin.userView': { zh_CN: '用户详情', en_US: 'User detail' },
  'menu.admin.userAudit': { zh_CN: '注册审核', en_US: 'Registration audit' },
  'menu.admin.userRestore': { zh_CN: '用户恢复', en_US: 'Restore users' },
  'menu.admin.authView': { zh_CN: '角色详情', en_US: 'Role detail' },
  // Button entries of the server's menu tree (shown in the grant tree).
  'menu.admin.user.add': { zh_CN: '新增用户', en_US: 'Add user' },
  'menu.admin.user.edit': { zh_CN: '编辑用户', en_US: 'Edit user' },
  'menu.admin.user.delete': { zh_CN: '删除用户', en_US: 'Delete user' },
  'menu.admin.user.resetPassword': { zh_CN: '重置密码', en_US: 'Reset password' },
  'menu.admin.user.import': { zh_CN: '导入角色', en_US: 'Import roles' },
  'menu.admin.user.audit': { zh_CN: '注册审核', en_US: 'Registration audit' },
  'menu.admin.user.restore': { zh_CN: '恢复用户', en_US: 'Restore users' },
  'menu.admin.auth.add': { zh_CN: '新增角色', en_US: 'Add role' },
  'menu.admin.auth.edit': { zh_CN: '编辑角色', en_US: 'Edit role' },
  'menu.admin.auth.delete': { zh_CN: '删除角色', en_US: 'Delete role' },
  'menu.admin.auth.grant': { zh_CN: '授权', en_US: 'Grant permissions' },
  'menu.admin.org.add': { zh_CN: '新增组织', en_US: 'Add organization' },
  'menu.admin.org.edit': { zh_CN: '编辑组织', en_US: 'Edit organization' },
  'menu.admin.org.delete': { zh_CN: '删除组织', en_US: 'Delete organization' },
} satisfies Catalog;

const user = {
  'identity.user.fields.account': { zh_CN: '账号', en_US: 'Account' },
  'identity.user.fields.name': { zh_CN: '姓名', en_US: 'Name' },
  'identity.user.fields.password': { zh_CN: '密码', en_US: 'Password' },
  'identity.user.fields.confirmPassword': { zh_CN: '确认密码', en_US: 'Confirm password' },
  'identity.user.fields.phone': { zh_CN: '手机号', en_US: 'Phone' },
  'identity.user.fields.mail': { zh_CN: '邮箱', en_US: 'Mail' },
  'identity.user.fields.jobNo': { zh_CN: '工号', en_US: 'Job number' },
  'identity.user.fields.wechatNo': { zh_CN: '微信号', en_US: 'WeChat number' },
  'identity.user.fields.org': { zh_CN: '所属组织', en_US: 'Organization' },
  'identity.user.fields.group': { zh_CN: '班组', en_US: 'Group' },
  'identity.user.fields.position': { zh_CN: '岗位', en_US: 'Position' },
  'identity.user.fields.roles': { zh_CN: '角色', en_US: 'Roles' },
  'identity.user.fields.isExternal': { zh_CN: '外部用户', en_US: 'External user' },
  'identity.user.fields.isPaid': { zh_CN: '收费用户', en_US: 'Paid user' },
  'identity.user.fields.enabled': { zh_CN: '状态', en_US: 'Status' },
  'identity.user.fields.lang': { zh_CN: '语言', en_US: 'Language' },
  'identity.user.fields.locked': { zh_CN: '锁定', en_US: 'Locked' },
  'identity.user.fields.createTime': { zh_CN: '创建时间', en_US: 'Created' },
  'identity.user.fields.deletedTime': { zh_CN: '删除时间', en_US: 'Deleted' },
  'identity.user.status.enabled': { zh_CN: '启用', en_US: 'Enabled' },
  'identity.user.status.disabled': { zh_CN: '停用', en_US: 'Disabled' },
  'identity.user.status.locked': { zh_CN: '已锁定', en_US: 'Locked' },
  'identity.user.status.all': { zh_CN: '全部状态', en_US: 'All statuses' },
  'identity.user.yes': { zh_CN: '是', en_US: 'Yes' },
  'identity.user.no': { zh_CN: '否', en_US: 'No' },
  'identity.user.searchPlaceholder': { zh_CN: '账号 / 姓名 / 手机号 / 工号', en_US: 'Account, name, phone or job number' },
  'identity.user.orgFilter': { zh_CN: '全部组织', en_US: 'All organizations' },
  'identity.user.actions.resetPassword': { zh_CN: '重置密码', en_US: 'Reset password' },
  'identity.user.actions.importRoles': { zh_CN: '导入角色', en_US: 'Import roles' },
  'identity.user.actions.audit': { zh_CN: '注册审核', en_US: 'Registrations' },
  'identity.user.actions.restore': { zh_CN: '已删除用户', en_US: 'Deleted users' },
  'identity.user.actions.restoreOne': { zh_CN: '恢复', en_US: 'Restore' },
  'identity.user.confirmDelete': { zh_CN: '确定删除用户“{0}”吗？删除后可在已删除用户中恢复。', en_US: 'Delete user "{0}"? It can be restored from the deleted users.' },
  'identity.user.confirmRestore': { zh_CN: '确定恢复用户“{0}”吗？', en_US: 'Restore user "{0}"?' },
  'identity.user.resetTitle': { zh_CN: '重置“{0}”的密码', en_US: 'Reset the password of "{0}"' },
  'identity.user.passwordHint': { zh_CN: '6–64 位，须同时包含字母和数字', en_US: '6 to 64 characters with letters and digits' },
  'identity.user.rolesUnavailable': { zh_CN: '无角色查看权限，仅显示角色编号', en_US: 'No permission to list roles: role ids are shown' },
} satisfies Catalog;

const validation = {
  'identity.validation.accountFormat': { zh_CN: '账号只能包含字母、数字及 _ . @ -', en_US: 'The account may hold only letters, digits and _ . @ -' },
  'identity.validation.phoneFormat': { zh_CN: '手机号格式不正确', en_US: 'The phone number is not valid' },
  'identity.validation.maxLength': { zh_CN: '{0}最多 {1} 个字符', en_US: '{0} takes at most {1} characters' },
  'identity.validation.minLength': { zh_CN: '{0}至少 {1} 个字符', en_US: '{0} needs at least {1} characters' },
} satisfies Catalog;

const importRoles = {
  'identity.import.title': { zh_CN: '导入用户角色', en_US: 'Import user roles' },
  'identity.import.help': {
    zh_CN: '仅可修改已有用户的角色。两列：账号、角色（多个角色用逗号分隔，留空则清除全部角色）。可选择 .xlsx / .csv / .txt 文件，或直接从 Excel 复制粘贴。',
    en_US: 'Only the roles of existing users change. Two columns: account and roles (several separated by commas; empty removes every role). Choose an .xlsx, .csv or .txt file, or paste straight from Excel.',
  },
  'identity.import.chooseFile': { zh_CN: '选择文件', en_US: 'Choose file' },
  'identity.import.pasteLabel': { zh_CN: '或粘贴表格内容', en_US: 'Or paste the table' },
  'identity.import.pastePlaceholder': { zh_CN: '账号\t角色\nzhangsan\t维修工,仓库管理员', en_US: 'account\troles\njsmith\tTechnician,Storekeeper' },
  'identity.import.parse': { zh_CN: '解析', en_US: 'Parse' },
  'identity.import.preview': { zh_CN: '共 {0} 行待导入', en_US: '{0} rows to import' },
  'identity.import.submit': { zh_CN: '导入', en_US: 'Import' },
  'identity.import.rowError': { zh_CN: '第 {0} 行：{1}', en_US: 'Row {0}: {1}' },
  'identity.import.accountEmpty': { zh_CN: '账号为空', en_US: 'the account is empty' },
  'identity.import.onlyRoles': { zh_CN: '只能包含账号和角色两列', en_US: 'only the account and roles columns are allowed' },
  'identity.import.empty': { zh_CN: '没有可导入的数据', en_US: 'Nothing to import' },
  'identity.import.tooMany': { zh_CN: '一次最多导入 {0} 行', en_US: 'At most {0} rows per import' },
  'identity.import.unsupported': { zh_CN: '不支持的文件类型，请使用 .xlsx、.csv 或 .txt', en_US: 'Unsupported file type: use .xlsx, .csv or .txt' },
  'identity.import.unreadable': { zh_CN: '无法读取该文件', en_US: 'The file could not be read' },
  'identity.import.done': { zh_CN: '已更新 {0} 个用户的角色', en_US: 'Roles of {0} users updated' },
} satisfies Catalog;

const registration = {
  'identity.registration.fields.status': { zh_CN: '审核状态', en_US: 'Status' },
  'identity.registration.fields.createTime': { zh_CN: '申请时间', en_US: 'Applied' },
  'identity.registration.fields.handleTime': { zh_CN: '处理时间', en_US: 'Handled' },
  'identity.registration.status.pending': { zh_CN: '待审核', en_US: 'Pending' },
  'identity.registration.status.approved': { zh_CN: '已通过', en_US: 'Approved' },
  'identity.registration.status.rejected': { zh_CN: '已驳回', en_US: 'Rejected' },
  'identity.registration.actions.approve': { zh_CN: '通过', en_US: 'Approve' },
  'identity.registration.actions.reject': { zh_CN: '驳回', en_US: 'Reject' },
  'identity.registration.approveTitle': { zh_CN: '通过“{0}”的注册申请', en_US: 'Approve the registration of "{0}"' },
  'identity.registration.approveRoles': { zh_CN: '授予角色', en_US: 'Roles to give' },
  'identity.registration.confirmReject': { zh_CN: '确定驳回“{0}”的注册申请吗？', en_US: 'Reject the registration of "{0}"?' },
} satisfies Catalog;

const role = {
  'identity.role.fields.name': { zh_CN: '角色名称', en_US: 'Role name' },
  'identity.role.fields.remark': { zh_CN: '备注', en_US: 'Remark' },
  'identity.role.fields.isAdmin': { zh_CN: '管理员角色', en_US: 'Administrator role' },
  'identity.role.fields.createTime': { zh_CN: '创建时间', en_US: 'Created' },
  'identity.role.addTitle': { zh_CN: '新增角色', en_US: 'Add role' },
  'identity.role.editTitle': { zh_CN: '编辑角色', en_US: 'Edit role' },
  'identity.role.searchPlaceholder': { zh_CN: '角色名称 / 备注', en_US: 'Role name or remark' },
  'identity.role.confirmDelete': { zh_CN: '确定删除角色“{0}”吗？', en_US: 'Delete role "{0}"?' },
  'identity.role.actions.grant': { zh_CN: '授权', en_US: 'Permissions' },
  'identity.role.adminNote': { zh_CN: '管理员角色拥有全部功能与数据权限，无需授权。', en_US: 'An administrator role holds every feature and data permission; nothing to grant.' },
} satisfies Catalog;

const grant = {
  'identity.grant.title': { zh_CN: '角色授权：{0}', en_US: 'Permissions of {0}' },
  'identity.grant.feature': { zh_CN: '功能权限', en_US: 'Feature permissions' },
  'identity.grant.data': { zh_CN: '数据权限', en_US: 'Data permissions' },
  'identity.grant.featureHelp': {
    zh_CN: '勾选菜单页面与按钮。勾选按钮时自动勾选其所属页面；取消页面时一并取消其按钮。',
    en_US: 'Tick pages and buttons. Ticking a button ticks its page; clearing a page clears its buttons.',
  },
  'identity.grant.button': { zh_CN: '按钮', en_US: 'Button' },
  'identity.grant.selectAll': { zh_CN: '全选', en_US: 'Select all' },
  'identity.grant.clearAll': { zh_CN: '清空', en_US: 'Clear' },
  'identity.grant.selectedCount': { zh_CN: '已选 {0} 项', en_US: '{0} selected' },
  'identity.grant.dataHelp': {
    zh_CN: '每个维度留空表示不限制。授予一个节点即包含它下面的全部子节点（例如授予一栋楼，即包含楼内所有房间）。',
    en_US: 'Leave a dimension empty for no restriction. A granted node includes everything under it (a building includes all its rooms).',
  },
  'identity.grant.scopeDropped': {
    zh_CN: '此角色已授予的 {0} 个节点已被删除、不在您的数据权限内或所属维度尚未启用，保存时将移除',
    en_US: '{0} node(s) granted to this role were removed, are outside your own data permissions or belong to a dimension not in use; saving removes them',
  },
  'identity.grant.noDimensions': { zh_CN: '暂无可限制的数据维度', en_US: 'No data dimension can be restricted yet' },
  'identity.grant.idsPlaceholder': { zh_CN: '不限制', en_US: 'Unrestricted' },
  'identity.grant.scope.location': { zh_CN: '位置', en_US: 'Locations' },
  'identity.grant.scope.equipment_type': { zh_CN: '设备类型', en_US: 'Equipment types' },
  'identity.grant.scope.work_order_type': { zh_CN: '工单类型', en_US: 'Work-order types' },
  'identity.grant.scope.warehouse': { zh_CN: '仓库', en_US: 'Warehouses' },
  'identity.grant.scope.asset_category': { zh_CN: '资产类别', en_US: 'Asset categories' },
} satisfies Catalog;

const org = {
  'identity.org.fields.name': { zh_CN: '组织名称', en_US: 'Organization name' },
  'identity.org.fields.code': { zh_CN: '组织编码', en_US: 'Code' },
  'identity.org.fields.parent': { zh_CN: '上级组织', en_US: 'Parent organization' },
  'identity.org.fields.sort': { zh_CN: '排序', en_US: 'Sort order' },
  'identity.org.tree': { zh_CN: '组织架构', en_US: 'Organizations' },
  'identity.org.addRoot': { zh_CN: '新增顶级组织', en_US: 'Add top organization' },
  'identity.org.addChild': { zh_CN: '新增下级', en_US: 'Add child' },
  'identity.org.addTitle': { zh_CN: '新增组织', en_US: 'Add organization' },
  'identity.org.detail': { zh_CN: '组织信息', en_US: 'Details' },
  'identity.org.none': { zh_CN: '请在左侧选择组织', en_US: 'Choose an organization on the left' },
  'identity.org.topLevel': { zh_CN: '（顶级）', en_US: '(top level)' },
  'identity.org.confirmDelete': { zh_CN: '确定删除组织“{0}”吗？有下级、班组、岗位或用户时不能删除。', en_US: 'Delete "{0}"? Refused while it has children, groups, positions or users.' },
  'identity.unit.fields.name': { zh_CN: '名称', en_US: 'Name' },
  'identity.unit.fields.remark': { zh_CN: '备注', en_US: 'Remark' },
  'identity.unit.confirmDelete': { zh_CN: '确定删除“{0}”吗？有用户时不能删除。', en_US: 'Delete "{0}"? Refused while users hold it.' },
  'identity.group.tab': { zh_CN: '班组', en_US: 'Groups' },
  'identity.group.addTitle': { zh_CN: '新增班组', en_US: 'Add group' },
  'identity.group.editTitle': { zh_CN: '编辑班组', en_US: 'Edit group' },
  'identity.position.tab': { zh_CN: '岗位', en_US: 'Positions' },
  'identity.position.addTitle': { zh_CN: '新增岗位', en_US: 'Add position' },
  'identity.position.editTitle': { zh_CN: '编辑岗位', en_US: 'Edit position' },
  'identity.position.roles': { zh_CN: '岗位角色', en_US: 'Position roles' },
  'identity.position.rolesTitle': { zh_CN: '“{0}”的岗位角色', en_US: 'Roles of "{0}"' },
  'identity.position.rolesHelp': { zh_CN: '该岗位上的所有用户都拥有这些角色。', en_US: 'Every user in this position holds these roles.' },
} satisfies Catalog;

/** Labels of the identity-admin screens of the web admin. */
export const identityAdminLabels = { ...menu, ...user, ...validation, ...importRoles, ...registration, ...role, ...grant, ...org } satisfies Catalog;
