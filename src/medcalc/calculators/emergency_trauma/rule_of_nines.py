"""Rule of nines: adult body surface area burned, in multiples of 9% (Wallace, Lancet 1951)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion

WALLACE_1951 = Reference(
    "Wallace AB. The exposure treatment of burns. Lancet. 1951;1(6653):501-504 (rule of nines, "
    "credited to Pulaski and Tennison).", doi="10.1016/S0140-6736(51)91975-7")
MDCALC = Reference("MDCalc. Rule of Nines.")

REGIONS = (
    ("head_neck", "Head and neck", 9.0),
    ("anterior_torso", "Anterior torso", 18.0),
    ("posterior_torso", "Posterior torso", 18.0),
    ("right_arm", "Right arm", 9.0),
    ("left_arm", "Left arm", 9.0),
    ("right_leg", "Right leg", 18.0),
    ("left_leg", "Left leg", 18.0),
    ("genitalia", "Genitalia/perineum", 1.0),
)
FEATURES = [Boolean(name=n, description=f"{label} burned (partial or full thickness; "
                                         f"{pct:g}% of body surface)")
            for n, label, pct in REGIONS]
ITEMS = tuple(criterion(n, f"{label} ({pct:g}%)", n, points=pct, no_points=0.0,
                        aliases=(label, f"{label} {pct:g}%"))
              for n, label, pct in REGIONS)


def rule_of_nines(head_neck, anterior_torso, posterior_torso, right_arm, left_arm, right_leg,
                  left_leg, genitalia):
    parts = dict(head_neck=head_neck, anterior_torso=anterior_torso,
                 posterior_torso=posterior_torso, right_arm=right_arm, left_arm=left_arm,
                 right_leg=right_leg, left_leg=left_leg, genitalia=genitalia)
    return {"value": sum(parts.values()), **parts}


CALCULATOR = Calculator(
    id="rule_of_nines",
    name="Rule of Nines",
    aliases=["Wallace rule of nines", "Burn TBSA rule of nines", "Rule of 9s"],
    specialty="emergency_trauma",
    description=("Adult %TBSA burned: head and neck 9, each arm 9, anterior and posterior "
                 "torso 18 each, each leg 18, genitalia/perineum 1."),
    keywords=["burns", "TBSA", "total body surface area", "burn size", "Parkland",
              "percent body surface burned", "quick burn size in the field",
              "adult burn size estimate", "burn surface area by body part",
              "TBSA for Parkland formula", "burn extent for transfer decision"],
    features=FEATURES,
    items=list(ITEMS),
    versions=[Version("wallace_1951", dt.date(1951, 3, 3), WALLACE_1951, rule_of_nines,
                      notes="Regions in multiples of 9%; perineum 1%.")],
    output=Output(kind="number", unit="%", decimals=0, range=(0.0, 100.0),
                  description="Percent of total body surface area burned"),
    references=[WALLACE_1951, MDCALC],
    notes=("Adult proportions (Wallace 1951). Each region counts when burned (partial or full "
           "thickness; superficial burns excluded); partial involvement of a region is not "
           "computed here (use the region's share directly, or the Lund-Browder chart). Not "
           "for children, whose head is proportionally larger (Lund-Browder)."),
)
