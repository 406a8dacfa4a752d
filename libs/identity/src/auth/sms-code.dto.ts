import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';

import { PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN as PHONE, SMS_CODE_PATTERN, SMS_PURPOSES, type ForgotResetRequest, type SendCodeRequest, type SmsPurpose, type VerifyCodeRequest } from '@gengyun/contracts';

export class SendCodeDto implements SendCodeRequest {
  @IsString() @Matches(PHONE) phone!: string;
  @IsIn(SMS_PURPOSES) purpose!: SmsPurpose;
}

export class VerifyCodeDto extends SendCodeDto implements VerifyCodeRequest {
  @IsString() @Matches(SMS_CODE_PATTERN) code!: string;
}

export class ForgotResetDto implements ForgotResetRequest {
  @IsString() @Matches(PHONE) phone!: string;
  /** The code verified through /sms/verifyCode. */
  @IsString() @Matches(SMS_CODE_PATTERN) code!: string;
  @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX) password!: string;
  @IsString() @MaxLength(64) confirmPassword!: string;
}
