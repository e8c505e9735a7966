"""When to take the last dose of an oral anticoagulant before elective surgery (ACCP 2022
guideline; PAUSE management for the DOACs)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Date, Output, Precondition, Quantity, Reference, Version
from medcalc.core.vector import add_days, where

DOUKETIS_2022 = Reference(
    "Douketis JD, Spyropoulos AC, Murad MH, et al. Perioperative management of antithrombotic "
    "therapy: an American College of Chest Physicians clinical practice guideline. Chest. "
    "2022;162(5):e207-e243 (VKA: stop >= 5 days before, last dose day -6; DOACs by drug, "
    "renal function and bleeding risk as in PAUSE).", doi="10.1016/j.chest.2022.07.025")
DOUKETIS_2019 = Reference(
    "Douketis JD, Spyropoulos AC, Duncan J, et al. Perioperative management of patients with "
    "atrial fibrillation receiving a direct oral anticoagulant. JAMA Intern Med. "
    "2019;179(11):1469-1478 (PAUSE: apixaban, rivaroxaban, edoxaban and dabigatran with CrCl "
    ">= 50 omitted 1 day before a low/moderate and 2 days before a high bleed-risk procedure; "
    "dabigatran with CrCl < 50 omitted 2 and 4 days).", doi="10.1001/jamainternmed.2019.2431")
MDCALC = Reference("MDCalc. Perioperative Anticoagulation Management Algorithm.")

MEDICATION = Category(
    name="medication", description="Oral anticoagulant taken",
    labels=("Medication", "Anticoagulant"),
    choices=(Choice("warfarin", "Warfarin (vitamin K antagonist)",
                    aliases=("VKA", "Coumadin", "vitamin K antagonist")),
             Choice("apixaban", "Apixaban", aliases=("Eliquis",)),
             Choice("rivaroxaban", "Rivaroxaban", aliases=("Xarelto",)),
             Choice("edoxaban", "Edoxaban", aliases=("Savaysa", "Lixiana")),
             Choice("dabigatran", "Dabigatran", aliases=("Pradaxa",))))
BLEEDING_RISK = Category(
    name="bleeding_risk", description="Bleeding risk of the surgery or procedure",
    labels=("Surgery/procedure bleeding risk", "Procedure bleeding risk", "Bleeding risk"),
    choices=(Choice("low_moderate", "Low or moderate", aliases=("Low", "Moderate", "Low/moderate",
                                                                 "Low-to-moderate")),
             Choice("high", "High", aliases=("High bleeding risk",))))


def last_dose(medication, bleeding_risk, procedure_date, creatinine_clearance):
    high = bleeding_risk == "high"
    doac = where(high, 3, 2)  # omit 2 days (high) or 1 day (low/moderate) before
    dabigatran = where(creatinine_clearance < 50, where(high, 5, 3), doac)
    days = where(medication == "warfarin", 6, where(medication == "dabigatran", dabigatran, doac))
    return {"value": add_days(procedure_date, -days), "days_before_procedure": days}


def interpret(value, breakdown):
    days = breakdown.get("days_before_procedure")
    when = value.strftime("%A, %b %d, %Y") if hasattr(value, "strftime") else str(value)
    off = "day -1" if days == 2 else f"days -{days - 1} to -1"
    text = f"last dose on {when} (day -{days}; no anticoagulant on {off})"
    if days == 6:
        return (text + "; check INR the day before (vitamin K if >= 1.5); resume warfarin the "
                "evening of the procedure or the next day; no heparin bridging for most patients "
                "(consider it only at high thromboembolic risk, e.g. a mechanical mitral valve)")
    return (text + "; no bridging; resume 1 day after a low/moderate and 2-3 days after a high "
            "bleed-risk procedure once haemostasis is secure")


CALCULATOR = Calculator(
    id="perioperative_anticoagulation_management_algorithm",
    name="Perioperative Anticoagulation Management Algorithm",
    aliases=["Perioperative anticoagulation", "PAUSE DOAC interruption",
             "When to stop anticoagulant before surgery"],
    specialty="hematology",
    description="Date of the last preoperative dose of warfarin or a DOAC for an elective "
                "procedure, from the drug, renal function (dabigatran) and the procedure's "
                "bleeding risk.",
    keywords=["perioperative", "anticoagulation interruption", "warfarin", "apixaban",
              "rivaroxaban", "edoxaban", "dabigatran", "bridging", "surgery", "PAUSE",
              "when to stop blood thinner before surgery", "hold apixaban before procedure",
              "last warfarin dose before surgery", "DOAC interruption before procedure",
              "perioperative anticoagulant hold", "stop rivaroxaban before surgery",
              "dabigatran hold by kidney function"],
    features=[
        MEDICATION, BLEEDING_RISK,
        Date(name="procedure_date", description="Date of the planned surgery or procedure",
             labels=("Date of the planned surgery/procedure", "Procedure date",
                     "Surgery date")),
        Quantity(name="creatinine_clearance", unit="mL/min", units=("mL/min",),
                 range=(5.0, 250.0), required=False, default=float("nan"),
                 description="Creatinine clearance (Cockcroft-Gault): needed for dabigatran "
                             "(< 50 mL/min doubles the interruption)",
                 labels=("Creatinine clearance", "CrCl")),
    ],
    versions=[Version("accp_2022", dt.date(2022, 8, 11), DOUKETIS_2022, last_dose,
                      notes="Warfarin: last dose day -6. Apixaban, rivaroxaban, edoxaban, "
                            "dabigatran (CrCl >= 50): day -2 (low/moderate), day -3 (high). "
                            "Dabigatran CrCl < 50: day -3 (low/moderate), day -5 (high).")],
    preconditions=[Precondition(
        lambda medication, creatinine_clearance: (medication != "dabigatran")
        | (creatinine_clearance == creatinine_clearance),
        "dabigatran's interruption depends on creatinine clearance: give "
        "creatinine_clearance")],
    output=Output(kind="date", description="Date of the last dose before the procedure"),
    interpret=interpret,
    references=[DOUKETIS_2022, DOUKETIS_2019, MDCALC],
    notes="Day 0 is the procedure day. ACCP 2022 suggests stopping a VKA at least 5 days "
          "before (no warfarin on days -5 to -1, last dose day -6) and the PAUSE scheme for "
          "DOACs. MDCalc's result recorded in MedMCP-Calc task 069 (warfarin, high bleeding "
          "risk, procedure Tue 2026-01-20) is 'last dose on Tuesday, Jan 13, 2026' (day -7); "
          "the source gives day -6 (Wed 2026-01-14). MDCalc's own rule for that day was not "
          "established (one data point), so no MDCalc variant is declared.",
)
