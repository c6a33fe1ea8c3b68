/** What a meal with no dish planned says: the kitchen cooks its own choice that day. */
export const CHEFS_CHOICE = "Chef's choice";
