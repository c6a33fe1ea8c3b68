import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { plans } from '../db/schema/catalogue.ts';

/** What a menu change needs to know of its plan: its name (for sentences) and the diet rule. */
export interface MenuPlan {
  id: string;
  name: string;
  eggFriendly: boolean;
}

/** The plan as stored (the operator's egg-friendly mark is read at the moment of each change). */
export async function loadMenuPlan(db: Db, id: string): Promise<MenuPlan> {
  const [row] = await db
    .select({ name: plans.name, eggFriendly: plans.eggFriendly })
    .from(plans)
    .where(eq(plans.id, id));
  // The catalogue is seeded from the domain's plans at start-up, so every plan id the request
  // schema accepts has its row; the fallback only keeps a hand-emptied table from a 500.
  return { id, name: row?.name ?? id, eggFriendly: row?.eggFriendly ?? false };
}
