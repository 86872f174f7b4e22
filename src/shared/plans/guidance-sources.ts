/**
 * The official sources the recommended steps cite (guidance.ts) and the emergency screen's
 * official steps cite too (../emergency/official-steps.ts): in a file of their own so the
 * emergency page does not carry the plans' recommended steps with them (issue 41, decision 0311).
 */
export interface GuidanceSource {
  name: string;
  url: string;
}

/** The guidance's sources by key (the emergency screen's official steps cite them too). */
export const GUIDANCE_SOURCES = {
  readyHurricanes: { name: 'Ready.gov (FEMA): Hurricanes', url: 'https://www.ready.gov/hurricanes' },
  readyEarthquakes: { name: 'Ready.gov (FEMA): Earthquakes', url: 'https://www.ready.gov/earthquakes' },
  readyPower: { name: 'Ready.gov (FEMA): Power Outages', url: 'https://www.ready.gov/power-outages' },
  readyWildfires: { name: 'Ready.gov (FEMA): Wildfires', url: 'https://www.ready.gov/wildfires' },
  readyPandemic: { name: 'Ready.gov (FEMA): Pandemic', url: 'https://www.ready.gov/pandemic' },
  readyWinter: { name: 'Ready.gov (FEMA): Winter Weather', url: 'https://www.ready.gov/winter-weather' },
  readyFloods: { name: 'Ready.gov (FEMA): Floods', url: 'https://www.ready.gov/floods' },
  readyTornadoes: { name: 'Ready.gov (FEMA): Tornadoes', url: 'https://www.ready.gov/tornadoes' },
  readyChemical: { name: 'Ready.gov (FEMA): Chemical Emergencies', url: 'https://www.ready.gov/chemical' },
  readyRadiation: { name: 'Ready.gov (FEMA): Radiation Emergencies', url: 'https://www.ready.gov/radiation' },
  readyKit: { name: 'Ready.gov (FEMA): Build a Kit', url: 'https://www.ready.gov/kit' },
  readyPlan: { name: 'Ready.gov (FEMA): Make a Plan', url: 'https://www.ready.gov/plan' },
  readyEvacuation: { name: 'Ready.gov (FEMA): Evacuation', url: 'https://www.ready.gov/evacuation' },
  nwsHurricane: { name: 'National Weather Service: Hurricane Safety', url: 'https://www.weather.gov/safety/hurricane' },
  nwsFlood: { name: 'National Weather Service: Flood Safety', url: 'https://www.weather.gov/safety/flood' },
  nwsTornado: { name: 'National Weather Service: Tornado Safety', url: 'https://www.weather.gov/safety/tornado' },
  nwsWinter: { name: 'National Weather Service: Winter Safety', url: 'https://www.weather.gov/safety/winter' },
  redCrossEarthquake: {
    name: 'American Red Cross: Earthquake Safety',
    url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/earthquake.html',
  },
  redCrossPower: {
    name: 'American Red Cross: Power Outage Safety',
    url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/power-outage.html',
  },
  redCrossWildfire: {
    name: 'American Red Cross: Wildfire Safety',
    url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/wildfire.html',
  },
  redCrossWinter: {
    name: 'American Red Cross: Winter Storm Safety',
    url: 'https://www.redcross.org/get-help/how-to-prepare-for-emergencies/types-of-emergencies/winter-storm.html',
  },
  cdcRadiation: {
    name: 'CDC: What to Do in Radiation Emergencies',
    url: 'https://www.cdc.gov/radiation-emergencies/response/index.html',
  },
  cdcRespiratory: {
    name: 'CDC: Preventing Respiratory Illnesses',
    url: 'https://www.cdc.gov/respiratory-viruses/prevention/index.html',
  },
  nhtsaWinter: { name: 'NHTSA: Winter Driving Tips', url: 'https://www.nhtsa.gov/winter-driving-tips' },
  highwayCode: {
    name: 'UK Highway Code: Breakdowns and incidents (rules 274–287)',
    url: 'https://www.gov.uk/guidance/the-highway-code/breakdowns-and-incidents-274-to-287',
  },
  npsEssentials: {
    name: 'US National Park Service: The Ten Essentials',
    url: 'https://www.nps.gov/articles/10essentials.htm',
  },
  adventureSmart: {
    name: 'AdventureSmart (Canada, National Search and Rescue)',
    url: 'https://www.adventuresmart.ca/',
  },
  ukPrepare: { name: 'UK Government: Prepare', url: 'https://prepare.campaign.gov.uk/' },
  getPrepared: { name: 'Government of Canada: Get Prepared', url: 'https://www.getprepared.gc.ca/' },
  nswSes: { name: 'NSW State Emergency Service (Australia)', url: 'https://www.ses.nsw.gov.au/' },
} as const satisfies Record<string, GuidanceSource>;
