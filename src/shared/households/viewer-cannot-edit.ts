/**
 * What a viewer is told on a control that changes the household (HOUSEHOLD_MESSAGES.viewerCannotEdit):
 * in a file of its own so OnlineOnly, on nearly every page, does not carry every household message
 * (issue 41, decision 0311).
 */
export const VIEWER_CANNOT_EDIT = "Viewers can't change the household. Ask an owner to make you an editor.";
