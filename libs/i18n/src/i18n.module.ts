import { Module } from '@nestjs/common';

@Module({})
export class I18nModule {}
