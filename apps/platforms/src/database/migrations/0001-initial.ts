import { Migration } from '@mikro-orm/migrations';

export class MigrationPlatformsInitial extends Migration {
  override async up(): Promise<void> {
    this.addSql('select 1');
  }
}
