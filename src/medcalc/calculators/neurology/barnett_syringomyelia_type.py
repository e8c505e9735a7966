"""Barnett classification of syringomyelia (Barnett分型): type I-IV by the associated cause
(foramen magnum obstruction, none, other spinal cord disease, pure hydromyelia)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version
from medcalc.formulas.cmedcalc import pick

BARNETT_1973 = Reference(
    "Barnett HJM, Foster JB, Hudgson P. Syringomyelia. London: WB Saunders; 1973 (Major "
    "Problems in Neurology, vol. 1): I syringomyelia with obstruction of the foramen magnum and "
    "dilatation of the central canal (A with type I Chiari malformation, B with other "
    "obstructive lesions of the foramen magnum); II without obstruction of the foramen magnum "
    "(idiopathic); III with other diseases of the spinal cord (tumour, traumatic myelopathy, "
    "arachnoiditis and pachymeningitis, secondary myelomalacia); IV pure hydromyelia, with or "
    "without hydrocephalus.")

CAUSES = {
    "chiari_i": ("IA", "Ⅰ型", "Type I Chiari malformation (小脑扁桃体下疝畸形)",
                 ("chiari", "chiari malformation", "arnold-chiari", "小脑扁桃体下疝",
                  "Chiari畸形")),
    "other_foramen_magnum_obstruction": (
        "IB", "Ⅰ型", "Other obstruction at the foramen magnum (basilar invagination, posterior "
                     "fossa cyst or tumour, arachnoiditis there) (其他枕骨大孔区阻塞)",
        ("basilar invagination", "foramen magnum obstruction", "颅底凹陷", "枕骨大孔区阻塞")),
    "idiopathic": ("II", "Ⅱ型", "No foramen magnum obstruction and no other cause "
                                "(idiopathic) (特发性)",
                   ("none", "no cause", "特发性", "原因不明")),
    "spinal_cord_tumour": ("III", "Ⅲ型", "Intramedullary spinal cord tumour (脊髓肿瘤)",
                           ("tumour", "tumor", "脊髓肿瘤", "髓内肿瘤")),
    "trauma": ("III", "Ⅲ型", "Traumatic myelopathy (外伤性脊髓病)",
               ("post-traumatic", "injury", "外伤", "创伤后")),
    "arachnoiditis": ("III", "Ⅲ型", "Spinal arachnoiditis or pachymeningitis "
                                    "(脊髓蛛网膜炎/硬脊膜炎)",
                      ("pachymeningitis", "meningitis", "蛛网膜炎", "硬脊膜炎")),
    "myelomalacia": ("III", "Ⅲ型", "Secondary myelomalacia (compression, infarction, "
                                   "haematomyelia) (脊髓软化)",
                     ("infarction", "haematomyelia", "脊髓软化", "脊髓梗死")),
    "pure_hydromyelia": ("IV", "Ⅳ型", "Pure hydromyelia, with or without hydrocephalus "
                                      "(单纯性脊髓积水)",
                         ("hydromyelia", "hydrocephalus", "脊髓积水", "单纯性脊髓积水")),
}

CAUSE = Category(
    name="associated_cause",
    description="What the syrinx is associated with",
    labels=("病因", "伴发病变"),
    choices=tuple(Choice(k, label, aliases=al) for k, (_, _, label, al) in CAUSES.items()),
)


def barnett(associated_cause):
    return {"value": pick(associated_cause, {k: v[0] for k, v in CAUSES.items()}, "II"),
            "grade_zh": pick(associated_cause, {k: v[1] for k, v in CAUSES.items()}, "Ⅱ型")}


CALCULATOR = Calculator(
    id="barnett_syringomyelia_type",
    name="Barnett Classification of Syringomyelia",
    aliases=["Barnett分型（脊髓空洞症）", "Barnett分型", "Barnett classification",
             "syringomyelia classification", "脊髓空洞症分型"],
    specialty="neurology",
    description="Syringomyelia type I (IA Chiari I, IB other foramen magnum obstruction), II "
                "idiopathic, III with other cord disease, IV pure hydromyelia.",
    keywords=["syringomyelia", "syrinx", "Chiari malformation", "hydromyelia", "脊髓空洞症",
              "classify cause of syrinx", "syrinx with Chiari malformation",
              "idiopathic versus secondary syringomyelia",
              "syringomyelia associated with foramen magnum obstruction", "spinal cord cyst type",
              "type of spinal cord cavity", "post traumatic or tumor related syrinx"],
    features=[CAUSE],
    versions=[Version("barnett_1973", dt.date(1973, 1, 1), BARNETT_1973, barnett,
                      notes="Types by association, as in Barnett, Foster & Hudgson 1973.")],
    output=Output(kind="category", description="IA, IB, II, III or IV (grade_zh: 'Ⅰ型')"),
    references=[BARNETT_1973],
    notes="Types follow Barnett, Foster & Hudgson (1973), as reproduced in neurology textbooks: "
          "II is the idiopathic syrinx without foramen magnum obstruction, III the syrinx "
          "secondary to tumour, trauma, arachnoiditis or myelomalacia, IV pure hydromyelia. "
          "CMedCalc-Bench's answers read the scheme differently (II post-traumatic, III "
          "tumour, IV idiopathic): an idiopathic syrinx is Ⅳ型 there and Ⅱ型 here, a "
          "post-traumatic one Ⅱ型 there and Ⅲ型 here; Chiari-associated syringomyelia is Ⅰ型 "
          "in both. The benchmark's reading was not found in a source.",
)
