"""EMBED: emergency department-initiated buprenorphine decision support (Yale; Melnick et al.)
- opioid use disorder, readiness, withdrawal severity (COWS) and pregnancy decide the advice."""

import datetime as dt

from medcalc.core import Band, Boolean, Calculator, Count, Output, Reference, Version, banded
from medcalc.core.features import UNSET
from medcalc.core.vector import where
from medcalc.formulas.psychiatry_w3 import rating

DONOFRIO_2015 = Reference(
    "D'Onofrio G, O'Connor PG, Pantalon MV, et al. Emergency department-initiated "
    "buprenorphine/naloxone treatment for opioid dependence: a randomized clinical trial. JAMA. "
    "2015;313(16):1636-1644 (COWS-guided ED buprenorphine dosing).",
    doi="10.1001/jama.2015.3474")
MELNICK_2022 = Reference(
    "Melnick ER, Nath B, Dziura JD, et al. User centered clinical decision support to implement "
    "initiation of buprenorphine for opioid use disorder in the emergency department: EMBED "
    "pragmatic cluster randomized controlled trial. BMJ. 2022;377:e069271.",
    doi="10.1136/bmj-2021-069271")
MDCALC_EMBED = Reference(
    "MDCalc: Emergency Department-Initiated Buprenorphine for Opioid Use Disorder (EMBED).")

START_8, START_4 = "Start 8mg BUP", "Start 4mg BUP"
HOME = "Home induction: prescribe buprenorphine with home-start instructions (COWS < 8)"
NOT_READY = ("Not ready: brief negotiation interview, naloxone, referral to treatment; "
             "reassess readiness")
NO_OUD = "Buprenorphine not indicated: opioid use disorder not present"
PREGNANT = ("Pregnant: buprenorphine may be started; involve obstetrics and addiction "
            "specialists for dosing and follow-up")

SEVERITY = banded("withdrawal_severity", "Withdrawal severity (COWS)", "cows_score", (
    Band("lt_8", "<8 (Mild or none)", 0, lt=8, aliases=("<8", "mild", "none")),
    Band("8_12", "8-12 (Mild to moderate)", 1, ge=8, le=12, aliases=("8-12",)),
    Band("gt_12", ">12 (Moderate to severe)", 2, gt=12,
         aliases=(">12", "moderate to severe", ">12 (Moderate to Severe)"))),
    aliases=("Withdraw Severity", "Withdrawal severity", "assessed_cows_score_category"))
READY, READY_ITEM = rating("ready", "Readiness to start buprenorphine today", (
    ("not_ready", "Not ready to start today", 0, ("not ready", "no")),
    ("ready", "Ready to start today", 1, ("ready", "yes"))),
    aliases=("How ready is the patient to start treatment with Buprenorphine today?",
             "readiness_to_start_buprenorphine_today", "Readiness"),
    description="Patient ready to start buprenorphine today (after a brief negotiation "
                "interview)", absent=False)


def embed(oud_present, ready, withdrawal_severity, pregnant):
    dose = where(withdrawal_severity == 2, START_8, where(withdrawal_severity == 1, START_4, HOME))
    advice = where(oud_present, where(ready == 1, where(pregnant, PREGNANT, dose), NOT_READY),
                   NO_OUD)
    return {"value": advice, "withdrawal_severity_band": withdrawal_severity}


CALCULATOR = Calculator(
    id="embed",
    name="Emergency Department-Initiated Buprenorphine for Opioid Use Disorder (EMBED)",
    aliases=["EMBED", "EMBED buprenorphine", "ED-initiated buprenorphine"],
    specialty="psychiatry_addiction",
    description=("Decision support for starting buprenorphine in the emergency department: "
                 "opioid use disorder, readiness, COWS withdrawal severity and pregnancy give "
                 "the advice (8 mg if COWS > 12, 4 mg if 8-12, home induction if < 8)."),
    keywords=["opioid use disorder", "buprenorphine", "emergency department", "opioid withdrawal",
              "COWS", "medication for opioid use disorder",
              "start buprenorphine in emergency department", "ED buprenorphine initiation dose",
              "home induction of buprenorphine", "treat opioid use disorder in ED",
              "buprenorphine dose by withdrawal severity", "medication for opioid addiction in ED"],
    features=[Boolean(name="oud_present", absent=UNSET,
                      description="Opioid use disorder present (DSM-5 criteria)",
                      labels=("OUD Present", "OUD present")),
              READY,
              Count(name="cows_score", range=(0, 48), labels=("Assessed COWS Score",
                                                            "COWS score", "COWS"),
                    description="Clinical Opiate Withdrawal Scale score (0-48)"),
              Boolean(name="pregnant", description="Patient pregnant",
                      labels=("Is the patient pregnant?", "patient_pregnant")),
              Boolean(name="able_to_prescribe", required=False, default=True,
                      description="Informational: prescriber able to prescribe buprenorphine "
                                  "(the US X-waiver requirement ended in January 2023)",
                      labels=("Do you have a waiver to prescribe Buprenorphine?",
                              "prescriber_buprenorphine_waiver_status"))],
    items=[READY_ITEM, SEVERITY],
    versions=[Version("embed_2022", dt.date(2022, 5, 1), MELNICK_2022, embed,
                      notes="OUD absent -> not indicated; not ready -> brief negotiation "
                            "interview, naloxone, referral; pregnant -> specialist-supported "
                            "start; else COWS > 12: 8 mg, 8-12: 4 mg, < 8: home induction.")],
    output=Output(kind="category", description="advice text"),
    interpret=lambda advice: advice,
    references=[MELNICK_2022, DONOFRIO_2015, MDCALC_EMBED],
    notes=(
        "Decision pathway of the Yale EMBED clinical decision support as MDCalc implements it "
        "(OUD -> readiness -> withdrawal severity). The advice 'Start 8mg BUP' for COWS > 12 "
        "matches MDCalc's recorded answers and D'Onofrio 2015 (8 mg when COWS > 12). The 4 mg "
        "advice for COWS 8-12, the home-induction advice below 8 and the pregnancy branch are "
        "taken from the EMBED/Yale ED buprenorphine guidance as summarised here and were not "
        "checked against an MDCalc answer: check the local protocol. The waiver question is "
        "accepted for MDCalc compatibility and does not change the advice (the US X-waiver "
        "requirement was removed in January 2023). Either the COWS score or its band "
        "('>12 (Moderate to Severe)') may be given. OUD presence is never imputed."),
)
