import type { Db } from '../database';

/** A school or department admin with the school's name (spec §3 school login answer). */
export function findSchoolAdmin(db: Db, username: string) {
  return db
    .selectFrom('school_admin')
    .innerJoin('school', 'school.id', 'school_admin.school_id')
    .select([
      'school_admin.id',
      'school_admin.username',
      'school_admin.password_hash',
      'school_admin.user_type',
      'school_admin.strategy',
      'school_admin.faculty',
      'school.name as school_name',
    ])
    .where('school_admin.username', '=', username)
    .executeTakeFirst();
}

export function findSchoolAdminById(db: Db, id: number) {
  return db
    .selectFrom('school_admin')
    .innerJoin('school', 'school.id', 'school_admin.school_id')
    .select(['school_admin.id', 'school_admin.username', 'school_admin.user_type', 'school_admin.strategy', 'school_admin.faculty', 'school.name as school_name'])
    .where('school_admin.id', '=', id)
    .executeTakeFirst();
}

/** A channel admin with the channel's name. */
export function findChannelAdmin(db: Db, username: string) {
  return db
    .selectFrom('channel_admin')
    .innerJoin('channel', 'channel.id', 'channel_admin.channel_id')
    .select(['channel_admin.id', 'channel_admin.username', 'channel_admin.password_hash', 'channel.name as channel_name'])
    .where('channel_admin.username', '=', username)
    .executeTakeFirst();
}

export function findChannelAdminById(db: Db, id: number) {
  return db
    .selectFrom('channel_admin')
    .innerJoin('channel', 'channel.id', 'channel_admin.channel_id')
    .select(['channel_admin.id', 'channel_admin.username', 'channel.name as channel_name'])
    .where('channel_admin.id', '=', id)
    .executeTakeFirst();
}
