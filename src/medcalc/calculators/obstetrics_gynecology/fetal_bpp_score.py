"""Fetal biophysical profile (BPP) score (Manning et al., Am J Obstet Gynecol 1980)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category
from medcalc.core.vector import maximum, where

MANNING_1980 = Reference(
    "Manning FA, Platt LD, Sipos L. Antepartum fetal evaluation: development of a fetal "
    "biophysical profile. Am J Obstet Gynecol. 1980;136(6):787-795.",
    doi="10.1016/0002-9378(80)90457-3")
ACOG_229 = Reference(
    "American College of Obstetricians and Gynecologists. Practice Bulletin No. 229: Antepartum "
    "Fetal Surveillance. Obstet Gynecol. 2021;137(6):e116-e127 (BPP 8/10 or 10/10 normal, 6/10 "
    "equivocal, <= 4/10 abnormal; oligohydramnios warrants further evaluation regardless).",
    doi="10.1097/AOG.0000000000004410")
MDCALC = Reference("MDCalc. Fetal Biophysical Profile (BPP) Score.")


def _component(name, labels, description, normal, abnormal):
    return Category(name=name, labels=labels, description=description, choices=(
        Choice("normal", normal[0], 2, aliases=normal[1:]),
        Choice("abnormal", abnormal[0], 0, aliases=abnormal[1:])))


BREATHING = _component(
    "fetal_breathing", ("Fetal breathing", "Fetal breathing movements"),
    "Fetal breathing movements in 30 minutes of observation",
    ("At least 1 episode of rhythmic breathing lasting >= 30 s in 30 min",
     "≥1 episode of rhythmic breathing lasting ≥30 sec within 30 min"),
    ("No episode of >= 30 s of rhythmic breathing in 30 min",
     "Absent or no episode of ≥30 sec within 30 min", "<30 sec of breathing in 30 min",
     "Absent or no episode of ≥30 sec in 30 min"))
MOVEMENT = _component(
    "fetal_movement", ("Fetal movement", "Gross body movements"),
    "Discrete body or limb movements in 30 minutes",
    ("At least 3 discrete body or limb movements in 30 min",
     "≥3 discrete body or limb movements within 30 min"),
    ("Fewer than 3 discrete movements in 30 min", "<3 discrete movements",
     "≤2 episodes of body/limb movements", "<3 discrete body or limb movements within 30 min"))
TONE = _component(
    "fetal_tone", ("Fetal tone",),
    "Fetal tone: extension of an extremity or the trunk with return to flexion",
    ("At least 1 episode of extension with return to flexion",
     "≥1 episode of extremity extension and subsequent return to flexion"),
    ("No extension with return to flexion", "Absent movement or slow extension/flexion",
     "0 episodes of extension/flexion", "Slow extension with return to partial flexion or "
     "absent movement"))
FLUID = _component(
    "amniotic_fluid", ("Amniotic fluid volume (AFV)", "Amniotic fluid volume", "AFV"),
    "Amniotic fluid volume: a pocket of at least 2 cm in two perpendicular planes",
    ("A pocket of >= 2 cm in 2 perpendicular planes",
     "A pocket of amniotic fluid ≥2 cm in 2 perpendicular planes (2x2 cm pocket)",
     "2x2 cm pocket", "Normal AFV"),
    ("No pocket of >= 2 cm in 2 perpendicular planes", "Largest pocket <2 cm",
     "Either no pockets or largest pocket <2 cm in 2 perpendicular planes", "Oligohydramnios",
     "Decreased AFV"))
NST = Category(
    name="nonstress_test", labels=("Nonstress test (NST)", "Nonstress test", "NST"),
    description="Nonstress test (cardiotocography); 'not done' scores the 4 ultrasound "
                "components out of 8",
    choices=(Choice("reactive", "Reactive", 2, aliases=("Reactive NST",)),
             Choice("nonreactive", "Non-reactive", 0, aliases=("Nonreactive", "Non-reactive NST",
                                                               "Nonreactive NST")),
             Choice("not_done", "NST not done", -1, aliases=("not done", "Not performed"))))
CATEGORIES = (BREATHING, MOVEMENT, TONE, FLUID, NST)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def compute(fetal_breathing, fetal_movement, fetal_tone, amniotic_fluid, nonstress_test):
    nst_points = maximum(nonstress_test, 0)
    return {"value": fetal_breathing + fetal_movement + fetal_tone + amniotic_fluid + nst_points,
            "maximum": where(nonstress_test < 0, 8, 10),
            "fetal_breathing": fetal_breathing, "fetal_movement": fetal_movement,
            "fetal_tone": fetal_tone, "amniotic_fluid": amniotic_fluid,
            "nonstress_test": nst_points}


def interpret(score, breakdown):
    b = breakdown or {}
    out_of = int(b.get("maximum", 10))
    fluid_low = b.get("amniotic_fluid") == 0
    text = f"BPP {int(score)}/{out_of}"
    if out_of == 8:
        if score == 8:
            text += ": normal (ultrasound components all normal; NST not needed)"
        else:
            text += ": ultrasound components not all normal; complete the profile with an NST"
    elif score >= 8:
        text += ": normal"
    elif score == 6:
        text += ": equivocal; repeat or further evaluation (delivery if at or near term)"
    else:
        text += ": abnormal; further evaluation, delivery usually indicated"
    if fluid_low:
        text += ("; oligohydramnios (no 2 x 2 cm pocket) warrants further evaluation whatever "
                 "the score")
    return text


CALCULATOR = Calculator(
    id="fetal_bpp_score",
    name="Fetal Biophysical Profile (BPP) Score",
    aliases=["Biophysical profile", "BPP", "Fetal BPP", "Manning score"],
    specialty="obstetrics_gynecology",
    description=("Antepartum fetal assessment: breathing, movement, tone and amniotic fluid on "
                 "ultrasound plus the nonstress test, 2 or 0 points each (0-10; 0-8 without "
                 "NST)."),
    keywords=["antepartum fetal surveillance", "biophysical profile", "nonstress test",
              "amniotic fluid", "fetal wellbeing", "asphyxia", "fetal wellbeing on ultrasound",
              "antenatal fetal testing", "fetal breathing movement tone fluid",
              "fetal hypoxia assessment", "when to deliver compromised fetus",
              "fetal surveillance in high-risk pregnancy"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("manning_1980", dt.date(1980, 3, 15), MANNING_1980, compute,
                      notes="Five variables scored 2 (normal) or 0 (abnormal); total 0-10; "
                            "with the NST not done, the four ultrasound variables out of 8.")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[MANNING_1980, ACOG_229, MDCALC],
    notes=("Criteria as in Manning 1980 (30-minute observation; amniotic fluid pocket >= 2 cm "
           "in two perpendicular planes), wording paraphrased. Interpretation per ACOG PB 229: "
           "8-10 normal, 6 equivocal, <= 4 abnormal, oligohydramnios always needs further "
           "evaluation; an ultrasound-only profile of 8/8 is normal (Manning). MDCalc's option "
           "texts are accepted as aliases; its management text follows Manning 1987 by score "
           "and AFV."),
)
