"""Formulas that more than one calculator uses (body size, acid-base, ...), written once.

Plain functions of canonical values that work on scalars and numpy arrays alike.
"""
