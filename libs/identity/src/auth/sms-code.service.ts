import { createHash, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import { AuditService, BusinessError, SMS_SENDER, type SmsSender } from '@gengyun/core';
import { IdentityClock } from '../session/clock';
import { checkNewPassword, hashPassword } from './password';
import { SessionService } from '../session/session.service';
import type { SmsPurpose } from '@gengyun/contracts';
import type { ForgotResetDto, SendCodeDto, VerifyCodeDto } from './sms-code.dto';
import { SmsCode } from './sms-code.entity';
import { User } from '../user/user.entity';

export const CODE_TTL_MS = 60_000;
/** How long a verified code may still be used to reset the password. */
export const VERIFIED_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
export const SMS_TEMPLATE = 'identity.sms.verificationCode';

const hashCode = (phone: string, code: string): string => createHash('sha256').update(`${phone}:${code}`).digest('hex');

/** Verification codes by SMS (valid 1 minute) and the forgotten-password reset they unlock. */
@Injectable()
export class SmsCodeService {
  constructor(
    @InjectRepository(SmsCode) private readonly codes: Repository<SmsCode>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly clock: IdentityClock,
  ) {}

  async send(dto: SendCodeDto): Promise<void> {
    await this.userByPhone(dto.phone);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.codes.insert({
      phone: dto.phone,
      purpose: dto.purpose,
      code_hash: hashCode(dto.phone, code),
      attempts: 0,
      create_time: now,
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
      verified_time: null,
      consumed_time: null,
    });
    await this.sms.send(dto.phone, SMS_TEMPLATE, { code });
  }

  async verify(dto: VerifyCodeDto): Promise<void> {
    const row = await this.latest(dto.phone, dto.purpose);
    if (!row) throw new BusinessError('identity.errors.codeWrong', 422);
    if (row.expires_at <= this.clock.now() || row.attempts >= MAX_ATTEMPTS) throw new BusinessError('identity.errors.codeExpired', 422);
    if (row.code_hash !== hashCode(dto.phone, dto.code)) {
      await this.codes.update(row.id, { attempts: row.attempts + 1 });
      throw new BusinessError('identity.errors.codeWrong', 422);
    }
    if (!row.verified_time) await this.codes.update(row.id, { verified_time: this.clock.now() });
  }

  /** Needs the code verified (and not used) first; ends every session of the user. */
  async resetPassword(dto: ForgotResetDto): Promise<void> {
    const row = await this.latest(dto.phone, 'forgotPassword');
    const now = this.clock.now().getTime();
    const verified = row?.verified_time && row.code_hash === hashCode(dto.phone, dto.code) && now - row.verified_time.getTime() <= VERIFIED_TTL_MS;
    if (!row || !verified) throw new BusinessError('identity.errors.smsNotVerified', 422);
    checkNewPassword(dto.password, dto.confirmPassword);
    const user = await this.userByPhone(dto.phone);
    const password_hash = await hashPassword(dto.password);
    await this.db.transaction(async (m) => {
      const consumed = await m.update(SmsCode, { id: row.id, consumed_time: IsNull() }, { consumed_time: this.clock.now() });
      if (!consumed.affected) throw new BusinessError('identity.errors.smsNotVerified', 422);
      await m.update(User, { id: user.id }, { password_hash, failed_count: 0, locked_until: null });
      await this.audit.record({ enterpriseId: user.enterprise_id, userId: user.id, name: user.name }, 'user', user.id, [{ key: 'identity.audit.passwordForgotReset' }], m);
    });
    await this.sessions.revokeUser(user.id, 'passwordReset');
  }

  private latest(phone: string, purpose: SmsPurpose): Promise<SmsCode | null> {
    return this.codes.findOne({ where: { phone, purpose, consumed_time: IsNull() }, order: { id: 'DESC' } });
  }

  private async userByPhone(phone: string): Promise<User> {
    const user = await this.users.findOne({ where: { phone, deleted_time: IsNull() } });
    if (!user) throw new BusinessError('identity.errors.phoneNotRegistered', 404);
    return user;
  }
}
