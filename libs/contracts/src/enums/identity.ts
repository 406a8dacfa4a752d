/** A login account: letters, digits and `_ . @ -`, at most `ACCOUNT_MAX`. */
export const ACCOUNT_PATTERN = /^[\w.@-]+$/;
export const ACCOUNT_MAX = 50;
/** A phone number: an optional `+`, then digits and dashes (5–20 characters). */
export const PHONE_PATTERN = /^\+?\d[\d-]{4,19}$/;
/** A user's mail address is checked with `MAIL_PATTERN` (enums/alarms) and holds at most this; not unique (decisions/notifications.md). */
export const MAIL_MAX = 100;
/** An SMS verification code. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** A new password: 6–64 characters with at least one letter and one digit (SPEC section 5). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const PASSWORD_LETTER = /[A-Za-z]/;
export const PASSWORD_DIGIT = /\d/;
/** An enterprise code is its account and a segment of MQTT topics (`gy/{code}/…`): no `/`, `+` or `#`. */
export const ENTERPRISE_CODE_PATTERN = /^[A-Za-z0-9_-]{2,50}$/;
/** The largest paid-user limit an enterprise may be given. */
export const MAX_PAID_USER_LIMIT = 1_000_000;

/** A user's or a company's self-registration, awaiting an administrator. */
export const RegistrationStatus = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
export type RegistrationStatus = (typeof RegistrationStatus)[keyof typeof RegistrationStatus];
export const REGISTRATION_STATUSES = Object.values(RegistrationStatus);

/** A tenant's state: locking and unlocking go back and forth; cancelling is final. */
export const EnterpriseStatus = { normal: 'normal', locked: 'locked', cancelled: 'cancelled' } as const;
export type EnterpriseStatus = (typeof EnterpriseStatus)[keyof typeof EnterpriseStatus];
export const ENTERPRISE_STATUSES = Object.values(EnterpriseStatus);

/** Menu entry types (SPEC section 3): 0 folder, 1 route page, 2 button, 3 hidden detail route. */
export const MenuType = { folder: 0, route: 1, button: 2, detail: 3 } as const;
export type MenuType = (typeof MenuType)[keyof typeof MenuType];

/** What an SMS code may be asked for. */
export const SMS_PURPOSES = ['forgotPassword'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
