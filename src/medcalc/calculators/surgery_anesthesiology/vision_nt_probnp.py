"""VISION perioperative risk using NT-proBNP (Duceppe et al.): registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import UnavailableCalculator

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): found the Duceppe 2020 abstract (Ann Intern Med '
    '172:96-104; pubmed 31869834): NT-proBNP < 100 (reference), 100-<200, 200-<1500, >= 1500 '
    'pg/mL; adjusted HR 2.27, 3.63, 5.82; 30-day vascular death or MINS 12.3%, 20.8%, 37.5% '
    "in the three upper groups (the < 100 group's rate is not in the abstract); 30-day "
    "mortality 0.3%, 0.7%, 1.4%, 4.0%. MDCalc's output (28.7% [24.4-33.4] MINS/vascular death "
    "for RCRI 2 + NT-proBNP 720) comes from the paper's RCRI x NT-proBNP cross-table with "
    'confidence intervals, which was not found in the stored sources.'
)

CALCULATOR = UnavailableCalculator(
    id='vision_nt_probnp',
    name='VISION perioperative risk using NT-proBNP',
    aliases=['VISION NT-proBNP risk',
             'VISION study NT-proBNP model',
             'Perioperative NT-proBNP risk (VISION)'],
    specialty='surgery_anesthesiology',
    description=('Risk of myocardial injury after noncardiac surgery (MINS) and/or vascular '
                 'death, MI and death at 30 days from preoperative NT-proBNP and clinical '
                 'factors (VISION study).'),
    keywords=['MINS',
              'myocardial injury after noncardiac surgery',
              'NT-proBNP',
              'perioperative cardiac risk',
              'noncardiac surgery'],
    why="source_not_established",
    owner=('VISION study investigators (Duceppe E, Patel A, Chan MTV, et al.; Population '
           'Health Research Institute, Hamilton)'),
    reason=("The model's coefficients (NT-proBNP categories combined with RCRI-type clinical "
            'factors) and the 95% confidence intervals MDCalc reports were not available '
            'offline; no value is computed rather than a guessed one. The primary publication '
            'could not be confirmed from the stored sources (believed to be Duceppe et al., '
            "Ann Intern Med 2020, 'Preoperative N-terminal pro-B-type natriuretic peptide and "
            "cardiovascular events after noncardiac surgery')."),
    alternatives=['rcri'],
    references=[

    ],
    notes=RECOVERY_SEARCH + " " + ('MDCalc answer recorded in MedMCP-Calc dev task medmcp-calc_070_8d2dbda3 (high-risk'
           ' surgery, ischemic heart disease, NT-proBNP 720 ng/L -> MINS/vascular death 28.7% '
           '(24.4-33.4%)) can become a reference case once the model is implemented from the '
           'paper.'),
)
