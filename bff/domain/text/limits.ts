/** 3-organiser-admin §9: text inputs are 100 characters long where the spec names no other length. */
export const TEXT_INPUT_MAX = 100
