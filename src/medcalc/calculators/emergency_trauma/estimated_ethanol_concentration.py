"""Estimated ethanol (and toxic alcohol) serum concentration from the amount ingested: registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import UnavailableCalculator

RECOVERY_SEARCH = (
    "Wave-2 recovery search (2026-11-24): searched pages for the calculator's constants "
    "(Widmark / volume-of-distribution formulae: Brick & Bennett 2017 'Alcohol calculations "
    "in emergency and forensic medicine', Widmark-based web calculators using 0.789-0.79 g/mL "
    'ethanol density and Vd 0.55-0.7 L/kg). The recorded MDCalc answer (100 mL of 50% '
    'ethylene glycol, 176 lb -> 50 g, 104 mg/dL) is reproduced by dose = volume x fraction '
    "(no density; ethylene glycol's is about 1.11 g/mL) and Vd 0.6 L/kg: 50,000 mg / (0.6 "
    'L/kg x 79.83 kg x 10 dL/L) = 104.4 mg/dL. Which density and Vd MDCalc applies to '
    'ethanol, methanol and isopropanol was not found in any citable source, so a per-alcohol '
    'rule is still not established.'
)

CALCULATOR = UnavailableCalculator(
    id='estimated_ethanol_concentration',
    name='Estimated Ethanol (and Toxic Alcohol) Serum Concentration Based on Ingestion',
    aliases=['Estimated ethanol concentration',
             'Toxic alcohol concentration from ingestion',
             'Estimated serum alcohol level'],
    specialty='emergency_trauma',
    description=('Peak serum concentration of ethanol, methanol, ethylene glycol or '
                 'isopropanol from the volume and strength ingested and body weight (dose / '
                 '(Vd x weight)).'),
    keywords=['toxic alcohol',
              'ethanol',
              'methanol',
              'ethylene glycol',
              'isopropanol',
              'ingestion',
              'Widmark'],
    why="source_not_established",
    owner=("MDCalc's toxicology calculator (textbook pharmacokinetics; no single primary "
           'source identified)'),
    reason=('The constants MDCalc uses could not be established from a citable source: its '
            'recorded answer (100 mL of 50% ethylene glycol in 80 kg -> 50 g, 104 mg/dL) '
            "implies dose = volume x fraction with no density (ethylene glycol's is 1.11 g/mL)"
            ' and a volume of distribution of 0.6 L/kg, while textbooks give alcohol-specific '
            'densities (ethanol 0.79 g/mL) and volumes of distribution (0.5-0.8 L/kg). Which '
            'density and Vd apply to each alcohol could not be fixed from a primary source; no'
            ' value is computed rather than a guessed one.'),
    alternatives=['serum_osmolality',
                  'dialysis_duration_methanol',
                  'dialysis_duration_ethylene_glycol',
                  'fomepizole_dosing'],
    references=[

    ],
    notes=RECOVERY_SEARCH + " " + ('MDCalc answer recorded in MedMCP-Calc dev task medmcp-calc_082_70c18f58 (176 lb, '
           '50%, 100 mL ethylene glycol -> 104 mg/dL, 16.8 mmol/L; dose 50 g).'),
)
