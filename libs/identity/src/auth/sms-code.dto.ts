import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export const SMS_PURPOSES = ['forgotPassword'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
const PHONE = /^\+?\d[\d-]{4,19}$/;

export class SendCodeDto {
  @IsString() @Matches(PHONE) phone!: string;
  @IsIn(SMS_PURPOSES) purpose!: SmsPurpose;
}

export class VerifyCodeDto extends SendCodeDto {
  @IsString() @Matches(/^\d{6}$/) code!: string;
}

export class ForgotResetDto {
  @IsString() @Matches(PHONE) phone!: string;
  /** The code verified through /sms/verifyCode. */
  @IsString() @Matches(/^\d{6}$/) code!: string;
  @IsString() @MinLength(6) @MaxLength(64) password!: string;
  @IsString() @MaxLength(64) confirmPassword!: string;
}
