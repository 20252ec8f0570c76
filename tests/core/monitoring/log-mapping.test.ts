// Guessing a log's mapping from its header, and checking a mapping.
import { describe, expect, it } from 'vitest';
import { checkMapping } from '../../../src/core/monitoring/check-mapping.ts';
import { guessMapping } from '../../../src/core/monitoring/log-mapping.ts';

describe('guessMapping', () => {
  it('maps a controller export with units in brackets', () => {
    expect(guessMapping(['Timestamp', 'dP [inWC]', 'Flow m3/h', 'Valve', 'Pulse', 'BLD %', 'Alarm'])).toEqual({
      columns: { timestamp: 0, dp: 1, flow: 2, valve: 3, pulse: 4, leakSignal: 5, alarm: 6 },
      dpUnit: 'inH2O',
      flowUnit: 'm3/h',
      time: { kind: 'iso' },
    });
  });

  it('reads "Diff Press (Pa)", a header air pressure in psi and CFM', () => {
    const mapping = guessMapping(['Date Time', 'Diff Press (Pa)', 'Header Pressure (psi)', 'Airflow (CFM)']);

    expect(mapping).toMatchObject({ columns: { timestamp: 0, dp: 1, airPressure: 2, flow: 3 }, dpUnit: 'Pa', airPressureUnit: 'psi', flowUnit: 'CFM' });
  });

  it('falls back to Pa when no unit is written', () => {
    expect(guessMapping(['time', 'delta p'])).toMatchObject({ columns: { timestamp: 0, dp: 1 }, dpUnit: 'Pa' });
  });

  it('maps nothing it does not recognise', () => {
    expect(guessMapping(['a', 'b']).columns).toEqual({});
  });
});

describe('checkMapping', () => {
  it('accepts a guessed mapping and gives SI factors', () => {
    const check = checkMapping(guessMapping(['Timestamp', 'dP [inWC]', 'Flow m3/h']));

    expect(check).toMatchObject({ status: 'success', data: { dpPaPer: 249.08891 } });
    expect(check.status === 'success' && check.data.flowM3sPer).toBeCloseTo(1 / 3600, 12);
  });

  it('gives one line per problem', () => {
    const check = checkMapping({ columns: { timestamp: 0, flow: 0 }, dpUnit: 'Pa', flowUnit: 'inH2O', time: { kind: 'local', zone: 'Nowhere/City' } });

    expect(check).toEqual({
      status: 'error',
      issues: [
        'No ΔP column is mapped',
        'Column 1 is mapped both as timestamp and as flow',
        expect.stringMatching(/^Flow unit: "inH2O" is a unit of pressure, not airflow/),
        'Unknown time zone "Nowhere/City"; give an IANA zone such as Europe/Berlin or America/Chicago',
      ],
    });
  });

  it('refuses a ΔP unit that is no pressure', () => {
    expect(checkMapping({ columns: { timestamp: 0, dp: 1 }, dpUnit: 'm3/h', time: { kind: 'iso' } })).toMatchObject({
      status: 'error',
      issues: [expect.stringMatching(/^ΔP unit: "m3\/h" is a unit of airflow/)],
    });
  });
});
