import { Global, Module } from '@nestjs/common';
import { ChannelMessages } from './channel-messages';

/** Makes the ChannelMessages port injectable everywhere (the area owning the channels provides its implementation). */
@Global()
@Module({ providers: [ChannelMessages], exports: [ChannelMessages] })
export class ChannelMessagesModule {}
