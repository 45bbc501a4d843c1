import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { countyGroups, type AreaChoices } from '#bff/domain/athlete/areas'

const idOf = (value: string) => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null)

/**
 * Region and county choices of the athlete search. The page renders the counties of the URL's
 * region (all, grouped by region, when none is chosen); with JavaScript the county list follows
 * the region as it changes, and a county of another region is dropped.
 */
export function AthleteAreaFilter({ areas, region, county }: { areas: AreaChoices; region: number | null; county: number | null }) {
  const { t } = useTranslation('athletes')
  const [chosenRegion, setChosenRegion] = useState(region)
  const [chosenCounty, setChosenCounty] = useState(county)
  const groups = countyGroups(areas, chosenRegion, chosenCounty)
  const chooseRegion = (value: string) => {
    const next = idOf(value)
    setChosenRegion(next)
    const countyRegion = areas.counties.find((c) => c.id === chosenCounty)?.regionId
    if (next !== null && countyRegion !== next) setChosenCounty(null)
  }
  const option = (c: { id: number; name: string }) => (
    <option key={c.id} value={c.id}>
      {c.name}
    </option>
  )
  return (
    <>
      <div className="field">
        <label htmlFor="a-region">{t('list.region')}</label>
        <select id="a-region" name="region" value={chosenRegion ?? ''} onChange={(e) => chooseRegion(e.currentTarget.value)}>
          <option value="">{t('list.any')}</option>
          {areas.regions.map(option)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="a-county">{t('list.county')}</label>
        <select id="a-county" name="county" value={chosenCounty ?? ''} onChange={(e) => setChosenCounty(idOf(e.currentTarget.value))}>
          <option value="">{t('list.any')}</option>
          {groups.map((g) =>
            g.region ? (
              <optgroup key={g.region.id} label={g.region.name}>
                {g.counties.map(option)}
              </optgroup>
            ) : (
              g.counties.map(option)
            ),
          )}
        </select>
      </div>
    </>
  )
}
