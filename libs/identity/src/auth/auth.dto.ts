import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX, PASSWORD_MIN, type ChangePasswordRequest, type LoginRequest } from '@gengyun/contracts';

export class LoginDto implements LoginRequest {
  /** The account, or the phone number. */
  @IsString() @IsNotEmpty() @MaxLength(50) account!: string;
  @IsString() @IsNotEmpty() @MaxLength(128) password!: string;
  /** Needed only when the same account exists in several enterprises. */
  @IsOptional() @IsString() @MaxLength(50) enterpriseCode?: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @IsString() @IsNotEmpty() @MaxLength(128) oldPassword!: string;
  @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX) password!: string;
  @IsString() @IsNotEmpty() @MaxLength(64) confirmPassword!: string;
}
