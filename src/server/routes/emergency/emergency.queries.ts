/**
 * GET /api/emergency's SQL (docs/product.md#emergency-screen, decision 0274): one statement builds
 * the family plan, the household's pets, its survival plans (each with its items and the kits it
 * links) and the kits with their items as JSON. Everything is named through the user's membership
 * in the statement (services/households/scope.ts, visibility.ts), so a member removed a moment ago
 * reads nothing of the household on their next request.
 */
import { sql } from 'drizzle-orm';
import type { EmergencyAnswer } from '@shared/emergency/schemas';
import type { Db } from '../../db/client';
import { isoSql, rowsOf } from '../../db/sql-helpers';
import { householdOf } from '../../services/households/scope';
import {
  KIT_ROWS,
  PLAN_ROWS,
  sharedWithViewerText,
  visibleText,
  withViewer,
  type SharedRows,
} from '../../services/households/visibility';
import { incidentWarningJsonSql } from '../incidents/incidents.queries';

/** The household's own rows: the user's, and those others in the household share with it. */
const householdRowText = (t: SharedRows) => `(${t.alias}.${t.owner} = {viewer} or ${sharedWithViewerText(t)})`;

export interface EmergencyRows {
  /** The family plan as stored (null until first saved). */
  familyPlan: unknown;
  role: string | null;
  pets: { id: string; name: string; kind: string }[];
  plans: {
    id: string;
    title: string;
    eventType: string;
    updatedAt: string;
    items: { id: string; kind: string; content: string }[];
    kitIds: string[];
  }[];
  kits: {
    id: string;
    name: string;
    household: boolean;
    items: { id: string; itemName: string; quantity: number; category: string }[];
  }[];
  /** The household's open incident's official warning (issue 38), or null. */
  warning: EmergencyAnswer['warning'];
}

export async function loadEmergencyRows(db: Db, userId: string): Promise<EmergencyRows> {
  const householdPlan = withViewer(householdRowText(PLAN_ROWS), userId);
  const householdKit = withViewer(householdRowText(KIT_ROWS), userId);
  const visibleKit = withViewer(visibleText(KIT_ROWS), userId);
  const [row] = rowsOf<{ body: EmergencyRows }>(
    await db.execute(sql`
      select json_build_object(
        'familyPlan', (select fp.plan from family_plans fp where fp.household_id = ${householdOf(userId)}),
        'role', (select hm.role from household_members hm where hm.user_id = ${userId}),
        'warning', (select ${incidentWarningJsonSql} from household_incidents i
          where i.household_id = ${householdOf(userId)} and i.ended_at is null),
        'pets', coalesce((select json_agg(json_build_object('id', hp.id, 'name', hp.name, 'kind', hp.kind)
            order by hp.position, hp.created_at)
          from household_pets hp where hp.household_id = ${householdOf(userId)}), '[]'::json),
        'plans', coalesce((select json_agg(json_build_object(
              'id', p.id, 'title', p.title, 'eventType', p.event_type, 'updatedAt', ${isoSql(sql`p.updated_at`)},
              'items', coalesce((select json_agg(json_build_object('id', i.id, 'kind', i.kind, 'content', i.content)
                  order by i.position) from plan_items i where i.plan_id = p.id), '[]'::json),
              'kitIds', coalesce((select json_agg(k.id order by k.name, k.id)
                  from plan_kits pk join kits k on k.id = pk.kit_id
                  where pk.plan_id = p.id and ${visibleKit}), '[]'::json))
            order by p.updated_at desc, p.id)
          from survival_plans p where ${householdPlan}), '[]'::json),
        'kits', coalesce((select json_agg(json_build_object(
              'id', k.id, 'name', k.name, 'household', ${householdKit},
              'items', coalesce((select json_agg(json_build_object(
                    'id', ki.id, 'itemName', ki.item_name, 'quantity', ki.quantity, 'category', ki.category)
                  order by ki.category, ki.position, ki.created_at) from kit_items ki where ki.kit_id = k.id), '[]'::json))
            order by k.updated_at desc, k.id)
          from kits k
          where ${householdKit} or (${visibleKit} and k.id in (select pk.kit_id from plan_kits pk
            join survival_plans p on p.id = pk.plan_id where ${householdPlan}))), '[]'::json)
      ) as body`),
  );
  return row!.body;
}
