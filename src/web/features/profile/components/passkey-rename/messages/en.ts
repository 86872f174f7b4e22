/** Renaming a passkey (issue 43): texts that load with the rename form, on "Rename" (decision 0356). Today's English. */
export const en = {
  passkeyRenamed: 'Passkey renamed',
  passkeyNotRenamed: 'Passkey not renamed',
  newNameFor: (p: { name: string }) => `New name for ${p.name}`,
  saveName: 'Save name',
};
