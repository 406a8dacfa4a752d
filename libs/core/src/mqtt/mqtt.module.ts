import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeviceCredential } from './device-credential.entity';
import { DeviceCredentialService } from './device-credential.service';
import { MqttClientService } from './mqtt-client.service';

/** MQTT: the app's client, the embedded broker in embedded mode, and device logins. */
@Module({})
export class MqttModule {
  static forRoot(): DynamicModule {
    return {
      module: MqttModule,
      global: true,
      imports: [TypeOrmModule.forFeature([DeviceCredential])],
      providers: [DeviceCredentialService, MqttClientService],
      exports: [DeviceCredentialService, MqttClientService],
    };
  }
}
