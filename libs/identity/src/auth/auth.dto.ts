import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  /** The account, or the phone number. */
  @IsString() @IsNotEmpty() @MaxLength(50) account!: string;
  @IsString() @IsNotEmpty() @MaxLength(128) password!: string;
  /** Needed only when the same account exists in several enterprises. */
  @IsOptional() @IsString() @MaxLength(50) enterpriseCode?: string;
}

export class ChangePasswordDto {
  @IsString() @IsNotEmpty() @MaxLength(128) oldPassword!: string;
  @IsString() @MinLength(6) @MaxLength(64) password!: string;
  @IsString() @IsNotEmpty() @MaxLength(64) confirmPassword!: string;
}

export interface LoginAnswer {
  token: string;
  userId: number;
  name: string;
  account: string;
  lang: string;
  enterpriseId: number;
  enterpriseName: string;
  /** The enterprise's time zone (IANA name): every time shown to the user is in it (ARCHITECTURE §4). */
  timeZone: string;
  online: true;
  count: number;
}
