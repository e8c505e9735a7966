"""Canadian TIA Score: 7-day risk of stroke or carotid revascularisation after a transient
ischaemic attack seen in the emergency department (Perry et al., Stroke 2014; BMJ 2021)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total
from medcalc.core.common import diastolic_bp, glucose, platelet_count

PERRY_2014 = Reference(
    "Perry JJ, Sharma M, Sivilotti ML, Sutherland J, Worster A, Émond M, Stotts G, Jin AY, "
    "Oczkowski WJ, Sahlas DJ, Murray HE, MacKey A, Verreault S, Wells GA, Stiell IG. A "
    "prospective cohort study of patients with transient ischemic attack to identify high-risk "
    "clinical characteristics. Stroke. 2014;45(1):92-100 (derivation of the score).",
    doi="10.1161/STROKEAHA.113.003085")
PERRY_2021 = Reference(
    "Perry JJ, Sivilotti MLA, Émond M, et al. Prospective validation of Canadian TIA Score and "
    "comparison with ABCD2 and ABCD2i for subsequent stroke risk after transient ischaemic "
    "attack: multicentre prospective cohort study. BMJ. 2021;372:n49 (score -3 to 23; low "
    "-3 to 3, medium 4-8, high >= 9; 7-day risk <= 0.5%, 2.3%, 5.9%).",
    doi="10.1136/bmj.n49", url="https://pubmed.ncbi.nlm.nih.gov/33541890/")
MDCALC = Reference("MDCalc. Canadian Transient Ischemic Attack (TIA) Score.")

# (name, label printed on the score, MDCalc's field label, points, definition)
HISTORY = (
    ("first_tia", "First TIA (in lifetime)", "First TIA in lifetime", 2,
     "This is the patient's first TIA ever."),
    ("symptoms_10_min", "Duration of symptoms >= 10 minutes", "Symptoms ≥10 mins", 2,
     "The symptoms of this event lasted 10 minutes or longer."),
    ("carotid_stenosis", "History of carotid stenosis", "History of carotid stenosis", 2,
     "Known carotid artery stenosis before this visit."),
    ("antiplatelet", "Already on antiplatelet therapy", "Already on antiplatelet therapy", 3,
     "Taking an antiplatelet drug at the time of the event."),
    ("gait_disturbance", "History of gait disturbance", "History of gait disturbance", 1,
     "Gait disturbance reported as a symptom of this event."),
    ("unilateral_weakness", "History of unilateral weakness", "History of unilateral weakness", 1,
     "Unilateral weakness reported as a symptom of this event."),
    ("vertigo", "History of vertigo", "History of vertigo", -3,
     "Vertigo reported as a symptom of this event (lowers the score)."),
    ("dysarthria_aphasia", "Dysarthria or aphasia (history or examination)",
     "Dysarthria or aphasia (history or examination)", 1,
     "Dysarthria or aphasia, reported or found on examination."),
    ("atrial_fibrillation", "Atrial fibrillation on ECG", "Atrial fibrillation on ECG", 2,
     "Atrial fibrillation on the emergency department ECG."),
    ("infarction_on_ct", "Infarction (new or old) on CT", "Infarction (new or old) on CT", 1,
     "Any infarct, acute or old, on the emergency department CT."),
)
BOOLEAN_ITEMS = tuple(criterion(name, label, points=points, aliases=(mdcalc,))
                      for name, label, mdcalc, points, _ in HISTORY)
DBP = criterion("triage_dbp", "Initial triage diastolic blood pressure >= 110 mmHg",
                "diastolic_bp", ge=110, points=3,
                aliases=("Initial triage diastolic blood pressure ≥110 mmHg",
                         "Triage diastolic BP >= 110"))
PLATELETS = criterion("platelets", "Platelet count >= 400 x 10^9/L", "platelet_count", ge=400,
                      points=2, aliases=("Platelet count ≥400×109/L", "Platelet count ≥400×10^9/L",
                                         "Platelets >= 400"))
# 15 mmol/L glucose = 270.23 mg/dL (molar mass 180.156 g/mol); MDCalc labels it "(270 mg/dL)".
GLUCOSE = criterion("glucose_criterion", "Glucose >= 15 mmol/L", "glucose", ge=15 * 18.0156,
                    points=3, aliases=("Glucose ≥15 mmol/L (270 mg/dL)", "Glucose >= 15 mmol/L",
                                       "Glucose ≥15 mmol/L"))
ITEMS = (*BOOLEAN_ITEMS[:7], DBP, *BOOLEAN_ITEMS[7:], PLATELETS, GLUCOSE)
canadian_tia = points_total(ITEMS)


def interpret(score):
    if score <= 3:
        return ("low risk (Canadian TIA Score -3 to 3): 7-day risk of stroke or carotid "
                "revascularisation <= 0.5% in the 2021 validation")
    if score <= 8:
        return ("medium risk (Canadian TIA Score 4-8): 7-day risk of stroke or carotid "
                "revascularisation 2.3% in the 2021 validation")
    return ("high risk (Canadian TIA Score >= 9): 7-day risk of stroke or carotid "
            "revascularisation 5.9% in the 2021 validation")


CALCULATOR = Calculator(
    id="canadian_tia_score",
    name="Canadian Transient Ischemic Attack (TIA) Score",
    aliases=["Canadian TIA Score", "Canadian TIA risk score", "Canadian TIA"],
    specialty="neurology",
    description=("Risk of subsequent stroke or carotid revascularisation within 7 days after a "
                 "TIA or minor stroke seen in the emergency department: 13 items, -3 to 23 "
                 "points, low / medium / high risk."),
    keywords=["transient ischemic attack", "TIA", "stroke risk", "emergency department",
              "carotid endarterectomy", "risk stratification", "7 day stroke risk after TIA",
              "who needs urgent TIA workup", "stroke or carotid surgery after TIA",
              "emergency department TIA risk stratification",
              "disposition after transient neurological event",
              "short term stroke risk after minor stroke", "early recurrent stroke after TIA"],
    features=[
        *(Boolean(name=name, description=label, definition=definition, absent=False)
          for name, label, _, _, definition in HISTORY),
        diastolic_bp(description="Initial triage diastolic blood pressure (criterion: "
                                 ">= 110 mmHg)"),
        platelet_count(description="Platelet count (criterion: >= 400 x 10^9/L)",
                       range=(1.0, 2000.0)),
        glucose(description="Serum glucose (criterion: >= 15 mmol/L = 270 mg/dL)"),
    ],
    items=list(ITEMS),
    versions=[Version("perry_2014", dt.date(2014, 1, 1), PERRY_2014, canadian_tia,
                      notes="Points: first TIA 2; symptoms >= 10 min 2; carotid stenosis 2; "
                            "on antiplatelet 3; gait disturbance 1; unilateral weakness 1; "
                            "vertigo -3; triage DBP >= 110 3; dysarthria/aphasia 1; AF on ECG "
                            "2; infarction on CT 1; platelets >= 400 2; glucose >= 15 mmol/L 3. "
                            "Risk groups from the 2021 validation.")],
    output=Output(kind="integer", unit="points", range=(-3, 23)),
    interpret=interpret,
    references=[PERRY_2014, PERRY_2021, MDCALC],
    notes=("Points as derived in Perry 2014 and validated unchanged in Perry 2021 (range -3 to "
           "23). Risk groups and 7-day risks (stroke, carotid endarterectomy or stenting) from "
           "the 2021 validation: low -3 to 3 (<= 0.5%), medium 4-8 (2.3%), high >= 9 (5.9%). "
           "MDCalc also shows a per-score probability (e.g. 0.5% at 5 points in the recorded "
           "answer) that is not reproduced here; the risk group agrees. The glucose threshold "
           "is 15 mmol/L (270.23 mg/dL at 180.156 g/mol; MDCalc prints 270 mg/dL, so a "
           "glucose of exactly 270 mg/dL is below the threshold here). With missing='absent' an "
           "unmentioned item scores 0."),
)
