import { Logger } from '@nestjs/common';
import { type AppConfig, ConfigError, loadConfig } from './environment.js';

export function loadConfigOrExit(app: string): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      new Logger(app).fatal(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}
