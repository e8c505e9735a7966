"""RADS (radiologist's score) for smoke inhalation injury on admission CT: registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import UnavailableCalculator

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): searched pages for a RADS (radiologic assessment) '
    'CT score for smoke inhalation; found only related CT studies (bronchial wall thickness > '
    '3 mm, Yamamura et al. Crit Care 2013; thin-section CT findings) and a chest-radiograph '
    '0-4+ grading, none defining the RADS items or points. Second recovery search (w2d, '
    '2026-11-24): the score is believed (unverified here) to come from Oh JS, Chung KK, '
    'Allen A, et al., "Admission chest CT complements fiberoptic bronchoscopy in prediction '
    'of adverse outcomes in thermally injured patients", J Burn Care Res 2012;33(4):532-538 '
    '(not found in the stored pages: title, authors and abstract phrases searched; PubMed '
    'mirrors hold other burn CT papers only). One secondary transcription was found: the '
    'CRAN package cliot 1.0.0 (rads_smoke_inhalation_score: four CT quadrants, each scored '
    'by its worst finding, normal 0 / increased interstitial markings 1 / ground-glass '
    'opacification 2 / consolidation 3, total 0-12, > 8 high risk), whose reference list (as '
    'stored) opens with Yamamura et al. 2013, a bronchial-wall-thickness study, not the '
    'derivation paper; no second independent transcription (EB Medicine Calculated '
    'Decisions page: opening only; MDCalc-clone code repositories: none) or worked example '
    'was found to confirm its points and cut-off, so the evidence standard is not met.'
)

RECOVERY_SEARCH_R7C = (
    'Recovery search r7c (issue 12 wave 2, fourth pass, 2026-11-24): pages (Oh JS et al. title, '
    "authors and abstract wording; 'radiologist score' with quadrant, ground-glass and "
    'consolidation wording; Walker et al. Crit Care 2015 inhalation-injury review (PMC4624587) '
    'and Tanizaki 2015 review: stored text does not describe the RADS grading; EB Medicine '
    "'Calculated Decisions' smoke-inhalation page: the RADS section is behind the preview, only "
    'the AIS section is stored; Cambio CDS knowledge-manager pages: AIS model only); docs (CRAN '
    'cliot rads_smoke_inhalation_score again: the one transcription, citing Yamamura 2013); code '
    "and find_string on the option texts ('Increased interstitial markings', 'Ground glass "
    'opacification\', "Radiologist\'s Score"; nobra_calculator has an AIS module but no RADS): no '
    'second transcription and no worked example. Kept unavailable.'
)

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): pages (quadrant/ground-glass/consolidation and '
    "'> 8' wording, Oh et al. wording, EB Medicine calculators page whose contents list RADS "
    'but whose stored text is the AIS section only, Cambio CDS: AIS only), docs (the same '
    'cliot transcription): no primary source, second transcription or worked example. Still '
    'not computed.'
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
    reason=('The primary source (probably Oh et al., J Burn Care Res 2012) and its CT grading '
            'rules could not be read from the stored sources; the only transcription found '
            '(CRAN cliot: 4 quadrants x 0-3 points, total 0-12, > 8 high risk) is unconfirmed '
            'by a second independent source or a worked example (repeated searches). No value '
            'is computed rather than a guessed one.'),
    alternatives=['ais_inhalation_injury'],
    references=[

    ],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + RECOVERY_SEARCH_R7C,
)
