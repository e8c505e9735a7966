"""Modified Duke criteria for infective endocarditis (Li et al., Clin Infect Dis 2000), from
the original Duke criteria (Durack et al., Am J Med 1994)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.formulas.nephro_id_w4 import duke_criteria_counter, duke_interpretation

LI_2000 = Reference(
    "Li JS, Sexton DJ, Mick N, Nettles R, Fowler VG Jr, Ryan T, Bashore T, Corey GR. Proposed "
    "modifications to the Duke criteria for the diagnosis of infective endocarditis. Clin "
    "Infect Dis. 2000;30(4):633-638.", doi="10.1086/313753")
DURACK_1994 = Reference(
    "Durack DT, Lukes AS, Bright DK. New criteria for diagnosis of infective endocarditis: "
    "utilization of specific echocardiographic findings. Duke Endocarditis Service. Am J Med. "
    "1994;96(3):200-209.", doi="10.1016/0002-9343(94)90143-0")
MDCALC = Reference("MDCalc. Duke Criteria for Infective Endocarditis.")

PATHOLOGIC = (
    criterion("pathologic_microorganisms", "Microorganisms shown by culture or histology in a "
              "vegetation, embolised vegetation or intracardiac abscess",
              aliases=("Pathologic criteria: microorganisms",)),
    criterion("pathologic_lesions", "Vegetation or intracardiac abscess with active endocarditis "
              "on histology", aliases=("Pathologic lesions",)),
)
MAJOR = (
    criterion("major_blood_culture", "Blood cultures positive for infective endocarditis "
              "(typical organisms in 2 separate cultures, persistently positive cultures, or a "
              "single culture/phase I IgG > 1:800 for Coxiella burnetii)",
              aliases=("Blood culture positive for IE",)),
    criterion("major_endocardial", "Evidence of endocardial involvement (echocardiogram with "
              "vegetation, abscess or new partial prosthetic dehiscence; or new valvular "
              "regurgitation)", aliases=("Evidence of endocardial involvement",)),
)
MINOR = (
    criterion("minor_predisposition", "Predisposing heart condition or injection drug use",
              aliases=("Predisposition",)),
    criterion("minor_fever", "Fever >= 38.0 °C", aliases=("Fever ≥38°C (100.4°F)", "Fever")),
    criterion("minor_vascular", "Vascular phenomena", aliases=("Vascular phenomena",)),
    criterion("minor_immunologic", "Immunologic phenomena", aliases=("Immunologic phenomena",)),
    criterion("minor_microbiologic", "Microbiological evidence not meeting a major criterion",
              aliases=("Microbiologic evidence",)),
)
REJECTION = criterion(
    "rejection", "Rejection criterion (firm alternate diagnosis; resolution with <= 4 days of "
    "antibiotics; or no pathological evidence at surgery or autopsy after <= 4 days of "
    "antibiotics)", aliases=("Rejected criteria",))
ITEMS = PATHOLOGIC + MAJOR + MINOR + (REJECTION,)
NAMES = tuple(i.name for i in ITEMS)


duke_li_2000 = duke_criteria_counter(PATHOLOGIC, MAJOR, MINOR, "duke_li_2000")
interpret = duke_interpretation



def _b(name, description):
    return Boolean(name=name, description=description)


CALCULATOR = Calculator(
    id="duke_criteria_infective_endocarditis",
    name="Duke Criteria for Infective Endocarditis",
    aliases=["Modified Duke criteria", "Duke criteria", "Duke criteria for endocarditis",
             "Li modified Duke criteria", "感染性心内膜炎Duke标准"],
    specialty="infectious_disease",
    description=("Modified Duke classification of suspected infective endocarditis as definite, "
                 "possible or rejected from pathological, major (blood culture, endocardial "
                 "involvement) and minor clinical criteria."),
    keywords=["infective endocarditis", "IE", "endocarditis diagnosis", "blood cultures",
              "echocardiography", "vegetation", "bacteremia", "diagnose infective endocarditis",
              "definite or possible endocarditis", "major and minor endocarditis criteria",
              "valve infection diagnosis", "blood cultures and vegetation on echo",
              "classic endocarditis diagnostic criteria", "fever with new murmur workup"],
    features=[
        _b("pathologic_microorganisms", "Organisms by culture or histology in a vegetation, "
                                        "embolus or intracardiac abscess"),
        _b("pathologic_lesions", "Vegetation or intracardiac abscess showing active endocarditis "
                                 "on histology"),
        _b("major_blood_culture", "Major: blood cultures positive for IE (typical organisms x2, "
                                  "persistent bacteraemia, or Coxiella burnetii)"),
        _b("major_endocardial", "Major: echocardiographic evidence of endocardial involvement or "
                                "new valvular regurgitation"),
        _b("minor_predisposition", "Minor: predisposing heart condition or injection drug use"),
        _b("minor_fever", "Minor: temperature >= 38.0 °C"),
        _b("minor_vascular", "Minor: major arterial emboli, septic pulmonary infarcts, mycotic "
                             "aneurysm, intracranial haemorrhage, conjunctival haemorrhages, "
                             "Janeway lesions"),
        _b("minor_immunologic", "Minor: glomerulonephritis, Osler nodes, Roth spots, rheumatoid "
                                "factor"),
        _b("minor_microbiologic", "Minor: positive blood culture not meeting a major criterion, "
                                  "or serology of active infection with an IE organism"),
        _b("rejection", "A rejection criterion holds"),
    ],
    items=list(ITEMS),
    versions=[Version("li_2000", dt.date(2000, 4, 1), LI_2000, duke_li_2000,
                      notes="Definite: pathological criterion, 2 major, 1 major + 3 minor, or 5 "
                            "minor. Possible: 1 major + 1 minor, or 3 minor. Otherwise "
                            "rejected.")],
    output=Output(kind="category", description="'definite', 'possible' or 'rejected'"),
    interpret=interpret,
    references=[LI_2000, DURACK_1994, MDCALC],
    notes=("Modified Duke criteria (Li 2000): Coxiella serology made a major criterion, "
           "'possible' given a floor (1 major + 1 minor or 3 minor), and the echocardiographic "
           "minor criterion of Durack 1994 dropped. A pathological criterion or the definite "
           "clinical counts give 'definite' even if a rejection criterion is also marked; "
           "otherwise a rejection criterion gives 'rejected'. For the 2023 Duke-ISCVID update "
           "see duke_iscvid_2023. Unanswered criteria count as not met under missing='absent'."),
)
