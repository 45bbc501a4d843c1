// The legacy calls a screen cannot work without, by route table name (decision 067): calls the
// spec does not name (docs/legacy-wire.md, "Calls the spec does not name"), so a legacy site may
// lack them. When it answers one of them `rest_no_route`, the screen hands over to the same screen
// on the legacy site instead of showing an error. A screen not listed needs only calls the spec
// names; its calls are the legacy client's `endpoint` names (bff/legacy/*.server.ts).

export const SCREEN_NEEDS: Readonly<Record<string, readonly string[]>> = {
  cheques: ['cheques.list'],
  club: ['clubs.read'],
  eventGroupAthletes: ['eventgroup.read', 'eventgroup.entries'],
  ageGroupCoverage: ['eventgroup.read'],
  scoreboardComp: ['scoreboard.event'],
  scoreboardOutputList: ['scoreboard.outputs'],
  scoreboardOutput: ['scoreboard.output'],
  helpFormList: ['help.list'],
  helpForm: ['help.readById'],
}

/** The calls a screen cannot work without that the legacy site may lack; none for a screen not listed. */
export function screenNeeds(screen: string): readonly string[] {
  return SCREEN_NEEDS[screen] ?? []
}
