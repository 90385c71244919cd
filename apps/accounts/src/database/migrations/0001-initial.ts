import { Migration } from '@mikro-orm/migrations';

export class MigrationAccountsInitial extends Migration {
  override async up(): Promise<void> {
    this.addSql('select 1');
  }
}
