"""2023 Duke-International Society for Cardiovascular Infectious Diseases (ISCVID) criteria for
infective endocarditis (Fowler et al., Clin Infect Dis 2023)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.formulas.nephro_id_w4 import duke_criteria_counter, duke_interpretation

FOWLER_2023 = Reference(
    "Fowler VG Jr, Durack DT, Selton-Suty C, et al. The 2023 Duke-International Society for "
    "Cardiovascular Infectious Diseases Criteria for Infective Endocarditis: Updating the "
    "Modified Duke Criteria. Clin Infect Dis. 2023;77(4):518-526.", doi="10.1093/cid/ciad271")
MDCALC = Reference("MDCalc. 2023 Duke-ISCVID Criteria for Infective Endocarditis.")

PATHOLOGIC = (
    criterion("pathologic_microorganisms", "Microorganisms identified in a vegetation, cardiac "
              "tissue, explanted prosthetic valve or ring, ascending aortic graft, CIED or "
              "arterial embolus (culture, histology, molecular test)",
              aliases=("Pathologic criteria: microorganisms",)),
    criterion("pathologic_active_endocarditis", "Active endocarditis on histology of such "
              "tissue", aliases=("Active endocarditis on histology",)),
)
MAJOR = (
    criterion("major_microbiologic", "Major microbiological criterion", aliases=(
        "Microbiologic major criteria",)),
    criterion("major_imaging", "Major imaging criterion (echocardiography/cardiac CT or "
              "[18F]FDG PET/CT)", aliases=("Imaging major criteria",)),
    criterion("major_surgical", "Major surgical criterion (IE seen at heart surgery)",
              aliases=("Surgical major criteria",)),
)
MINOR = (
    criterion("minor_predisposition", "Predisposition", aliases=("Predisposition",)),
    criterion("minor_fever", "Fever > 38.0 °C", aliases=("Fever >38.0°C (100.4°F)", "Fever")),
    criterion("minor_vascular", "Vascular phenomena (clinical or radiological)",
              aliases=("Vascular phenomena",)),
    criterion("minor_immunologic", "Immunological phenomena", aliases=("Immunologic phenomena",)),
    criterion("minor_microbiologic", "Microbiological evidence falling short of a major "
              "criterion", aliases=("Microbiologic evidence",)),
    criterion("minor_imaging", "PET/CT activity within 3 months of prosthetic valve, graft or "
              "device implantation", aliases=("Imaging minor criteria",)),
    criterion("minor_new_regurgitation_auscultation", "New valvular regurgitation on "
              "auscultation when echocardiography is not available",
              aliases=("Physical examination",)),
)
REJECTION = criterion(
    "rejection", "Rejection criterion (firm alternate diagnosis; no recurrence despite < 4 days "
    "of antibiotics; or no pathological or macroscopic evidence of IE at surgery or autopsy "
    "after < 4 days of antibiotics)", aliases=("Rejected criteria",))
ITEMS = PATHOLOGIC + MAJOR + MINOR + (REJECTION,)
NAMES = tuple(i.name for i in ITEMS)


duke_iscvid = duke_criteria_counter(PATHOLOGIC, MAJOR, MINOR, "duke_iscvid")
interpret = duke_interpretation



def _b(name, description):
    return Boolean(name=name, description=description)


CALCULATOR = Calculator(
    id="duke_iscvid_2023",
    name="2023 Duke-International Society for Cardiovascular Infectious Diseases (ISCVID) "
         "Criteria",
    aliases=["2023 Duke-ISCVID criteria", "Duke-ISCVID", "2023 Duke criteria",
             "ISCVID endocarditis criteria", "2023 Duke-ISCVID感染性心内膜炎标准"],
    specialty="infectious_disease",
    description=("2023 Duke-ISCVID classification of suspected infective endocarditis as "
                 "definite, possible or rejected: pathological criteria, three major "
                 "(microbiological, imaging, surgical) and seven minor criteria."),
    keywords=["infective endocarditis", "IE", "Duke criteria", "PET/CT", "blood cultures",
              "echocardiography", "prosthetic valve", "CIED",
              "updated endocarditis diagnostic criteria", "endocarditis diagnosis with PET CT",
              "prosthetic valve and device infection diagnosis",
              "2023 infective endocarditis classification",
              "definite possible or rejected endocarditis", "cardiac device infection criteria",
              "newest endocarditis criteria"],
    features=[
        _b("pathologic_microorganisms", "Pathological: organism identified in vegetation, "
                                        "cardiac tissue, prosthesis, graft, device or embolus"),
        _b("pathologic_active_endocarditis", "Pathological: active endocarditis on histology"),
        _b("major_microbiologic", "Major: typical organism in >= 2 separate blood culture sets; "
                                  "non-typical in >= 3 sets; positive PCR/serology for "
                                  "Coxiella, Bartonella or Tropheryma whipplei (titres per the "
                                  "2023 criteria)"),
        _b("major_imaging", "Major: vegetation, leaflet perforation or aneurysm, abscess, "
                            "pseudoaneurysm, fistula, significant new regurgitation or new "
                            "prosthetic dehiscence on echo/CT; or abnormal valve, graft or lead "
                            "activity on PET/CT"),
        _b("major_surgical", "Major: IE documented by direct inspection at heart surgery"),
        _b("minor_predisposition", "Minor: prior IE, prosthetic valve or repair, congenital "
                                   "heart disease, more than mild regurgitation or stenosis, "
                                   "endovascular CIED, hypertrophic obstructive cardiomyopathy, "
                                   "or injection drug use"),
        _b("minor_fever", "Minor: temperature > 38.0 °C"),
        _b("minor_vascular", "Minor: arterial emboli, septic pulmonary infarcts, cerebral or "
                             "splenic abscess, mycotic aneurysm, intracranial haemorrhage, "
                             "conjunctival haemorrhages, Janeway lesions, purulent purpura"),
        _b("minor_immunologic", "Minor: rheumatoid factor, Osler nodes, Roth spots, immune "
                                "complex glomerulonephritis"),
        _b("minor_microbiologic", "Minor: positive culture or molecular test not meeting the "
                                  "major criterion"),
        _b("minor_imaging", "Minor: PET/CT activity within 3 months of prosthetic implantation"),
        _b("minor_new_regurgitation_auscultation", "Minor: new regurgitant murmur on "
                                                   "auscultation when echocardiography is "
                                                   "unavailable"),
        _b("rejection", "A rejection criterion holds"),
    ],
    items=list(ITEMS),
    versions=[Version("fowler_2023", dt.date(2023, 5, 4), FOWLER_2023, duke_iscvid,
                      notes="Definite: pathological criterion, 2 major, 1 major + 3 minor, or 5 "
                            "minor. Possible: 1 major + 1 minor, or 3 minor. Otherwise "
                            "rejected.")],
    output=Output(kind="category", description="'definite', 'possible' or 'rejected'"),
    interpret=interpret,
    references=[FOWLER_2023, MDCALC],
    notes=("Same counting rule as the modified Duke criteria (Li 2000; see "
           "duke_criteria_infective_endocarditis), with the 2023 changes: more typical "
           "organisms (e.g. E. faecalis, S. lugdunensis, most streptococci), PCR and Bartonella "
           "serology, cardiac CT and PET/CT as major imaging, a major surgical criterion, and "
           "two new minor criteria (early post-implant PET/CT activity; new murmur when "
           "echocardiography is unavailable). Each criterion is answered yes/no; its detailed "
           "definition is in the source. A pathological criterion or the definite clinical "
           "counts give 'definite' even if a rejection criterion is also marked. Release date "
           "of the online article taken as the version date (approximate)."),
)
