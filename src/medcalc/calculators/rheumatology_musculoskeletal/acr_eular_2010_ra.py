"""2010 ACR/EULAR classification criteria for rheumatoid arthritis (Aletaha et al., Arthritis
Rheum 2010; Ann Rheum Dis 2010)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category
from medcalc.formulas.obs_rheum_w4 import ALETAHA_2010

MDCALC = Reference("MDCalc. ACR/EULAR 2010 Rheumatoid Arthritis Classification Criteria.")

JOINTS = Category(
    name="joint_involvement", labels=("Joint involvement",),
    description="Joint involvement (swollen or tender joints on examination; large joints: "
                "shoulders, elbows, hips, knees, ankles; small joints: MCP, PIP, MTP 2-5, thumb "
                "IP, wrists; DIP, first CMC and first MTP joints excluded)",
    choices=(
        Choice("1_large", "1 large joint", 0, aliases=("one large joint",)),
        Choice("2_10_large", "2-10 large joints", 1, aliases=("2 to 10 large joints",)),
        Choice("1_3_small", "1-3 small joints (with or without involvement of large joints)", 2,
               aliases=("1-3 small joints", "1 to 3 small joints")),
        Choice("4_10_small", "4-10 small joints (with or without involvement of large joints)",
               3, aliases=("4-10 small joints", "4 to 10 small joints")),
        Choice("over_10", ">10 joints (at least 1 small joint)", 5,
               aliases=(">10 joints", "more than 10 joints (at least one small joint)")),
    ))
SEROLOGY = Category(
    name="serology", labels=("Serology",),
    description="Rheumatoid factor (RF) and anti-citrullinated protein antibody (ACPA, e.g. "
                "anti-CCP): negative <= upper limit of normal (ULN); low-positive > ULN and "
                "<= 3 x ULN; high-positive > 3 x ULN",
    choices=(
        Choice("negative", "Negative RF and negative ACPA", 0,
               aliases=("Negative RF and negative anti-CCP", "negative RF and ACPA",
                        "Negative RF and negative anti-citrullinated protein antibody (anti-CCP)")),
        Choice("low_positive", "Low-positive RF or low-positive ACPA", 2,
               aliases=("Low-positive RF or low-positive anti-CCP",
                        "Low-positive rheumatoid factor (RF)",
                        "Low-positive anti-citrullinated protein antibody (anti-CCP)",
                        "Low-positive RF or low-positive anti-citrullinated protein antibody "
                        "(anti-CCP)")),
        Choice("high_positive", "High-positive RF or high-positive ACPA", 3,
               aliases=("High-positive RF or high-positive anti-CCP",
                        "High-positive rheumatoid factor (RF)",
                        "High-positive anti-citrullinated protein antibody (anti-CCP)",
                        "High-positive RF or high-positive anti-citrullinated protein antibody "
                        "(anti-CCP)")),
    ))
ACUTE_PHASE = Category(
    name="acute_phase_reactants", labels=("Acute-phase reactants", "Acute phase reactants"),
    description="CRP and ESR by the local laboratory's normal limits",
    choices=(
        Choice("normal", "Normal CRP and normal ESR", 0, aliases=("normal CRP and ESR",)),
        Choice("abnormal", "Abnormal CRP or abnormal ESR", 1, aliases=("abnormal CRP or ESR",)),
    ))
DURATION = Category(
    name="symptom_duration", labels=("Duration of symptoms",),
    description="Patient-reported duration of signs or symptoms of synovitis in the joints "
                "assessed at the visit",
    choices=(
        Choice("under_6_weeks", "<6 weeks", 0, aliases=("less than 6 weeks",)),
        Choice("6_weeks_or_more", ">=6 weeks", 1, aliases=("≥6 weeks", "6 weeks or more")),
    ))
CATEGORIES = (JOINTS, SEROLOGY, ACUTE_PHASE, DURATION)
ITEMS = tuple(from_category(c, c.labels[0]) for c in CATEGORIES)


def compute(joint_involvement, serology, acute_phase_reactants, symptom_duration):
    return {"value": joint_involvement + serology + acute_phase_reactants + symptom_duration,
            "joint_involvement": joint_involvement, "serology": serology,
            "acute_phase_reactants": acute_phase_reactants, "symptom_duration": symptom_duration}


def interpret(score):
    if score >= 6:
        return ("definite rheumatoid arthritis (score >= 6/10), in a patient with at least one "
                "joint with definite clinical synovitis not better explained by another disease")
    return ("not classifiable as rheumatoid arthritis at present (score < 6/10); the status "
            "may be reassessed and the criteria may be fulfilled cumulatively over time")


CALCULATOR = Calculator(
    id="acr_eular_2010_ra",
    name="ACR/EULAR 2010 Rheumatoid Arthritis Classification Criteria",
    aliases=["2010 ACR/EULAR RA criteria", "ACR EULAR 2010", "2010 rheumatoid arthritis "
             "classification criteria", "RA classification criteria"],
    specialty="rheumatology_musculoskeletal",
    description=("Classification of rheumatoid arthritis (0-10 points; >= 6 definite RA) from "
                 "joint involvement, serology, acute-phase reactants and symptom duration, for "
                 "patients with at least one joint of clinical synovitis not better explained "
                 "by another disease."),
    keywords=["rheumatoid arthritis", "classification criteria", "synovitis", "RF", "anti-CCP",
              "ACPA", "early arthritis", "does this patient have rheumatoid arthritis",
              "diagnose early inflammatory arthritis", "definite RA from joint count and serology",
              "classify new synovitis as RA",
              "rheumatoid factor and anti-citrullinated antibody points",
              "small joint involvement classification",
              "inflammatory polyarthritis diagnosis criteria"],
    features=list(CATEGORIES),
    items=list(ITEMS),
    versions=[Version("aletaha_2010", dt.date(2010, 9, 1), ALETAHA_2010, compute,
                      notes="Joints 0/1/2/3/5; serology 0/2/3; acute-phase reactants 0/1; "
                            "duration 0/1; >= 6 of 10 = definite RA.")],
    output=Output(kind="integer", unit="points", range=(0, 10)),
    interpret=interpret,
    references=[ALETAHA_2010, MDCALC],
    notes=("Points as in Aletaha 2010 (Table 3). The criteria apply to patients with at least "
           "one joint with definite clinical synovitis not better explained by another disease; "
           "patients with erosive disease typical of RA and a history compatible with prior "
           "fulfilment are classified as RA without scoring. The entry criteria are not inputs "
           "here (stated in the interpretation). Same scoring as MDCalc; MDCalc's serology "
           "options naming only RF or only anti-CCP are accepted as aliases of the band they "
           "belong to."),
)
