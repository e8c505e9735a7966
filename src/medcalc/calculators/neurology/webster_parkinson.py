"""Webster Rating Scale for Parkinson's disease: ten signs rated 0-3 (total 0-30) (Webster,
Modern Treatment 1968)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category

WEBSTER_1968 = Reference(
    "Webster DD. Critical analysis of the disability in Parkinson's disease. Mod Treat. "
    "1968;5(2):257-282.")
MDCALC = Reference("MDCalc. Webster Rating Scale for Parkinson's Disease (totals 1-10 early, "
                   "11-20 moderate, 21-30 severe or advanced disease).")

# (name, label, what the rating covers)
SIGNS = (
    ("bradykinesia", "Bradykinesia of hands", "slowing of pronation-supination, hand dexterity "
                                              "and handwriting"),
    ("rigidity", "Rigidity", "rigidity of neck, shoulders and arms"),
    ("posture", "Posture", "flexed posture of head, trunk and arms"),
    ("arm_swing", "Upper extremity swing", "arm swing while walking"),
    ("gait", "Gait", "stride length, heel strike and turning"),
    ("tremor", "Tremor", "amplitude and persistence of tremor"),
    ("facies", "Facies", "facial animation, staring, drooling"),
    ("seborrhea", "Seborrhea", "skin oiliness and seborrhoeic dermatitis"),
    ("speech", "Speech", "voice volume, articulation and intelligibility"),
    ("self_care", "Self-care", "independence in dressing, feeding and personal care"),
)
SEVERITY = (("none", "None / normal", 0), ("mild", "Mild (detectable)", 1),
            ("moderate", "Moderate", 2), ("severe", "Severe", 3))


def _category(name, label, covers):
    return Category(
        name=name, description=f"{label}: {covers} (0 normal - 3 severe)", labels=(label,),
        choices=tuple(Choice(k, t, v, aliases=(str(v), f"+{v}")) for k, t, v in SEVERITY))


FEATURES = [_category(n, label, covers) for n, label, covers in SIGNS]
ITEMS = tuple(from_category(f, label) for f, (_, label, _) in zip(FEATURES, SIGNS))
NAMES = tuple(n for n, _, _ in SIGNS)


def webster(bradykinesia, rigidity, posture, arm_swing, gait, tremor, facies, seborrhea, speech,
            self_care):
    points = dict(bradykinesia=bradykinesia, rigidity=rigidity, posture=posture,
                  arm_swing=arm_swing, gait=gait, tremor=tremor, facies=facies,
                  seborrhea=seborrhea, speech=speech, self_care=self_care)
    out = {"value": sum(points[n] for n in NAMES)}
    out.update(points)
    return out


def interpret(total):
    if total == 0:
        return "Webster 0/30: no parkinsonian disability"
    if total <= 10:
        return f"Webster {total}/30 (1-10): early illness / mild disability"
    if total <= 20:
        return f"Webster {total}/30 (11-20): moderate disability"
    return f"Webster {total}/30 (21-30): severe or advanced disease"


CALCULATOR = Calculator(
    id="webster_parkinson",
    name="Webster Rating Scale for Parkinson’s Disease",
    aliases=["Webster Rating Scale", "Webster scale", "Webster Parkinson scale",
             "Webster Rating Scale for Parkinson's Disease"],
    specialty="neurology",
    description="Ten parkinsonian signs (bradykinesia, rigidity, posture, arm swing, gait, "
                "tremor, facies, seborrhoea, speech, self-care) rated 0-3; total 0-30.",
    keywords=["Parkinson's disease", "parkinsonism", "disability", "UPDRS", "movement disorders",
              "Parkinson disease severity", "parkinsonian signs rating",
              "bradykinesia rigidity tremor rating", "Parkinson clinical disability",
              "older Parkinson rating scale", "motor signs of parkinsonism"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("webster_1968", dt.date(1968, 6, 1), WEBSTER_1968, webster,
                      notes="Ten items 0-3, total 0-30 (month not established).")],
    output=Output(kind="integer", unit="points", range=(0, 30)),
    interpret=interpret,
    references=[WEBSTER_1968, MDCALC],
    notes="Each sign is rated 0 (absent/normal) to 3 (severe) from anchored descriptions "
          "(not reproduced; ratings are entered as 0-3). Severity groups 1-10 / 11-20 / 21-30 "
          "as MDCalc and later users report them. Largely superseded by the MDS-UPDRS.",
)
