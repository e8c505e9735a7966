"""RADS (radiologist's score) for smoke inhalation injury on admission CT: registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import UnavailableCalculator

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched pages for a RADS (radiologic assessment) '
    'CT score for smoke inhalation; found only related CT studies (bronchial wall thickness > '
    '3 mm, Yamamura et al. Crit Care 2013; thin-section CT findings) and a chest-radiograph '
    '0-4+ grading, none defining the RADS items or points.'
)

CALCULATOR = UnavailableCalculator(
    id='rads_smoke_inhalation',
    name="RADS (Radiologist's Score) for Smoke Inhalation Injury",
    aliases=['RADS score smoke inhalation', "Radiologist's score for smoke inhalation"],
    specialty='emergency_trauma',
    description=('Chest CT score of smoke inhalation injury on admission (per-quadrant lung '
                 'findings) that predicts respiratory failure in burn patients.'),
    keywords=['smoke inhalation', 'inhalation injury', 'burns', 'chest CT'],
    why="source_not_established",
    owner='Authors of the RADS derivation study (not identified from the stored sources)',
    reason=('The primary source and its CT grading rules (per-segment scoring and cut-offs) '
            'could not be established from the stored sources; no value is computed rather '
            'than a guessed one.'),
    alternatives=['ais_inhalation_injury'],
    references=[

    ],
    notes=RECOVERY_SEARCH,
)
