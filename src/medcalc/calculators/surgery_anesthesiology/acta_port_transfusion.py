"""ACTA-PORT score (Klein et al., Br J Anaesth 2017): registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import Reference, UnavailableCalculator

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched pages (Klein 2017 BJA abstract records: '
    'medluna, Monash, ouci, Medscape/QxMD description; calculator.dev page with an unrelated '
    'invented formula) and code; none gives the integer points per band or the score-to-risk '
    'curve (recorded MDCalc answer: 21 points -> 76.9%).'
)

CALCULATOR = UnavailableCalculator(
    id='acta_port_transfusion',
    name='PORT score for PeriOperative Risk of blood Transfusion in cardiac surgery by ACTA',
    aliases=['ACTA-PORT', 'ACTA PORT score', 'PORT score transfusion cardiac surgery'],
    specialty='surgery_anesthesiology',
    description=('Points score for the risk of perioperative red-cell transfusion in adult '
                 'cardiac surgery from age, sex, haemoglobin, body surface area, logistic '
                 'EuroSCORE, creatinine and type of operation.'),
    keywords=['cardiac surgery',
              'blood transfusion',
              'patient blood management',
              'perioperative anaemia'],
    why="source_not_established",
    owner='Association for Cardiothoracic Anaesthesia and Critical Care (ACTA); Klein AA et al.',
    reason=('The points per variable band and the risk conversion (e.g. 21 points -> 76.9%) '
            'could not be established from the stored sources; no value is computed rather '
            'than a guessed one.'),
    alternatives=[],
    references=[
        Reference(('Klein AA, Collier T, Yeates J, Miles LF, Fletcher SN, Evans C, Richards T;'
                   ' Contributors. The ACTA PORT-score for predicting perioperative risk of '
                   'blood transfusion for adult cardiac surgery. Br J Anaesth. '
                   '2017;119(3):394-401.'),
                  doi='10.1093/bja/aex205'),
    ],
    notes=RECOVERY_SEARCH + " " + ('MDCalc answer recorded in MedMCP-Calc dev task medmcp-calc_069_e1fcfd1c (72 y '
           'male, Hb 11.2, BSA 2.07, EuroSCORE 8%, creatinine 1.6 mg/dL, combined valve + CABG'
           ' -> 21 points, 76.9%) can become a reference case once the points table is taken '
           'from the paper. Citation details (volume/pages/DOI) from memory, not verified '
           'offline.'),
)
