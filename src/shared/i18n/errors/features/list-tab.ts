/**
 * A list's `?tab=` that is not mine, acquired or community: the kits and the plans refuse it with
 * the same English (KIT_MESSAGES.tab, PLAN_MESSAGES.tab), which the catalogue finds as one message,
 * so one wording per locale. It names the values the address takes, as the English does.
 */
export const TAB_DE = 'Wählen Sie „mine“, „acquired“ oder „community“.';
export const TAB_ES = 'Elija «mine», «acquired» o «community».';
