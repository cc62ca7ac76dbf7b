/** Highest value the "save and continue" tab counter reaches in each editor (it counts from 0). */
export const EDIT_CONTINUE_CAPS = {
  state: 5,
  company: 5,
  companyProposal: 4,
  cityProposal: 3,
} as const;

export const WIZARD_STEP_COUNTS = {
  cityProposal: 6,
  companyProposal: 7,
  cityEditTabs: 8,
} as const;
