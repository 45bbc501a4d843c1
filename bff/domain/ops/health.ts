export type HealthMonitor = { every: number; lastRun: string }

/**
 * Health monitors whose last run is older than their interval (minutes): the admin warning.
 * A monitor that never ran, or whose date cannot be read, counts as late.
 */
export function lateHealthMonitors(health: Record<string, HealthMonitor>, now: Date): string[] {
  return Object.entries(health)
    .filter(([, m]) => m.every > 0)
    .filter(([, m]) => {
      const last = Date.parse(m.lastRun)
      return Number.isNaN(last) || now.getTime() - last > m.every * 60_000
    })
    .map(([name]) => name)
    .sort()
}
