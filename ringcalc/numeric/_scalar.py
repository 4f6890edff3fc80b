"""Scalar cost-model functions GENERATED from the sympy expressions (the ``math`` module, no numpy).

Do not edit: run ``python -m ringcalc.symbolic.codegen``. The twins of the
functions of :mod:`ringcalc.numeric._generated` (same names, same tables),
for one float per keyword: a single answer of the CLI imports this module,
not numpy. IEEE 754 results where Python would raise: :mod:`ringcalc.numeric.ieee`.
"""

import math

from ringcalc.numeric.ieee import RAISED, bit_count_sum_, ceil_, exp_, floor_, frexp_exponent, ldexp_, log_, max_, min_, pow_, retry, sqrt_
from ringcalc.numeric.nccl_trees import tree_tier_bytes

def comm_time_budget(*, P, T_s, **_):
    """Tt allowed by a target P."""
    try:
        return -T_s + T_s/P
    except RAISED:
        return retry(comm_time_budget, {'P': P, 'T_s': T_s})


def efficiency(*, T_s, T_t, **_):
    """P = Ts/(Ts+Tt)."""
    try:
        return T_s/(T_s + T_t)
    except RAISED:
        return retry(efficiency, {'T_s': T_s, 'T_t': T_t})


def iteration_time(*, T_s, T_t, **_):
    """Tp = Ts+Tt."""
    try:
        return T_s + T_t
    except RAISED:
        return retry(iteration_time, {'T_s': T_s, 'T_t': T_t})


def speedup(*, N, T_s, T_t, **_):
    """throughput speedup N*P."""
    try:
        return N*T_s/(T_s + T_t)
    except RAISED:
        return retry(speedup, {'N': N, 'T_s': T_s, 'T_t': T_t})


def ring__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """ring/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1)/N + alpha*(2*N - 2) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(ring__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(2*N - 2)/N
    except RAISED:
        return retry(ring__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__all_reduce__total_bytes(*, K, N, **_):
    """ring/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(ring__all_reduce__total_bytes, {'K': K, 'N': N})


def ring__all_reduce__latency_steps(*, N, **_):
    """ring/all-reduce sequential message steps."""
    try:
        return 2*N - 2
    except RAISED:
        return retry(ring__all_reduce__latency_steps, {'N': N})


def ring__all_reduce__busbw_factor(*, N, **_):
    """ring/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(ring__all_reduce__busbw_factor, {'N': N})


def ring__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(ring__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/all-reduce time with infinite bandwidth, s."""
    try:
        return K*gamma - K*gamma/N + 2*N*alpha - 2*alpha
    except RAISED:
        return retry(ring__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/all-reduce B for a comm budget, bytes/s."""
    try:
        return 2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*(N*N)*alpha + 2*N*alpha + N*budget)
    except RAISED:
        return retry(ring__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/all-reduce K for a comm budget, bytes."""
    try:
        return B*N*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)
    except RAISED:
        return retry(ring__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/all-reduce alpha for a comm budget, s."""
    try:
        return (1/2)*(-B*K*N*gamma + B*K*gamma + B*N*budget - 2*K*N + 2*K)/(B*N*(N - 1))
    except RAISED:
        return retry(ring__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """ring/all-reduce real N for a comm budget (alpha > 0)."""
    try:
        return (1/4)*(-B*K*gamma + 2*B*alpha + B*budget - 2*K + sqrt_((B*B)*(K*K)*(gamma*gamma) + 4*(B*B)*K*alpha*gamma - 2*(B*B)*K*budget*gamma + 4*(B*B)*(alpha*alpha) + 4*(B*B)*alpha*budget + (B*B)*(budget*budget) + 4*B*(K*K)*gamma + 8*B*K*alpha - 4*B*K*budget + 4*(K*K)))/(B*alpha)
    except RAISED:
        return retry(ring__all_reduce__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """ring/all-reduce real N for a comm budget (alpha = 0)."""
    try:
        return K*(B*gamma + 2)/(B*K*gamma - B*budget + 2*K)
    except RAISED:
        return retry(ring__all_reduce__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__workers_limit(*, B, K, gamma, **_):
    """ring/all-reduce lim N->oo of time with alpha = 0, s."""
    try:
        return K*(B*gamma + 2)/B
    except RAISED:
        return retry(ring__all_reduce__workers_limit, {'B': B, 'K': K, 'gamma': gamma})


def ring__reduce_scatter__time(*, B, K, N, alpha, gamma, **_):
    """ring/reduce-scatter completion time, s."""
    try:
        return K*gamma*(N - 1)/N + alpha*(N - 1) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__reduce_scatter__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce-scatter bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(ring__reduce_scatter__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__reduce_scatter__total_bytes(*, K, N, **_):
    """ring/reduce-scatter bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__reduce_scatter__total_bytes, {'K': K, 'N': N})


def ring__reduce_scatter__latency_steps(*, N, **_):
    """ring/reduce-scatter sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__reduce_scatter__latency_steps, {'N': N})


def ring__reduce_scatter__busbw_factor(*, N, **_):
    """ring/reduce-scatter nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(ring__reduce_scatter__busbw_factor, {'N': N})


def ring__reduce_scatter__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/reduce-scatter lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__reduce_scatter__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce_scatter__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/reduce-scatter time with infinite bandwidth, s."""
    try:
        return K*gamma - K*gamma/N + N*alpha - alpha
    except RAISED:
        return retry(ring__reduce_scatter__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce_scatter__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/reduce-scatter B for a comm budget, bytes/s."""
    try:
        return K*(N - 1)/(-K*N*gamma + K*gamma - (N*N)*alpha + N*alpha + N*budget)
    except RAISED:
        return retry(ring__reduce_scatter__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/reduce-scatter K for a comm budget, bytes."""
    try:
        return B*N*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)
    except RAISED:
        return retry(ring__reduce_scatter__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/reduce-scatter alpha for a comm budget, s."""
    try:
        return (-B*K*N*gamma + B*K*gamma + B*N*budget - K*N + K)/(B*N*(N - 1))
    except RAISED:
        return retry(ring__reduce_scatter__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__max_workers(*, B, K, alpha, budget, gamma, **_):
    """ring/reduce-scatter real N for a comm budget (alpha > 0)."""
    try:
        return (1/2)*(-B*K*gamma + B*alpha + B*budget - K + sqrt_((B*B)*(K*K)*(gamma*gamma) + 2*(B*B)*K*alpha*gamma - 2*(B*B)*K*budget*gamma + (B*B)*(alpha*alpha) + 2*(B*B)*alpha*budget + (B*B)*(budget*budget) + 2*B*(K*K)*gamma + 2*B*K*alpha - 2*B*K*budget + (K*K)))/(B*alpha)
    except RAISED:
        return retry(ring__reduce_scatter__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """ring/reduce-scatter real N for a comm budget (alpha = 0)."""
    try:
        return K*(B*gamma + 1)/(B*K*gamma - B*budget + K)
    except RAISED:
        return retry(ring__reduce_scatter__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__workers_limit(*, B, K, gamma, **_):
    """ring/reduce-scatter lim N->oo of time with alpha = 0, s."""
    try:
        return K*gamma + K/B
    except RAISED:
        return retry(ring__reduce_scatter__workers_limit, {'B': B, 'K': K, 'gamma': gamma})


def ring__all_gather__time(*, B, K, N, alpha, **_):
    """ring/all-gather completion time, s."""
    try:
        return alpha*(N - 1) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__all_gather__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-gather bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(ring__all_gather__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__all_gather__total_bytes(*, K, N, **_):
    """ring/all-gather bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__all_gather__total_bytes, {'K': K, 'N': N})


def ring__all_gather__latency_steps(*, N, **_):
    """ring/all-gather sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__all_gather__latency_steps, {'N': N})


def ring__all_gather__busbw_factor(*, N, **_):
    """ring/all-gather nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(ring__all_gather__busbw_factor, {'N': N})


def ring__all_gather__lower_bound(*, B, K, N, alpha, **_):
    """ring/all-gather lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__all_gather__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__all_gather__min_comm_time(*, N, alpha, **_):
    """ring/all-gather time with infinite bandwidth, s."""
    try:
        return alpha*(N - 1)
    except RAISED:
        return retry(ring__all_gather__min_comm_time, {'N': N, 'alpha': alpha})


def ring__all_gather__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/all-gather B for a comm budget, bytes/s."""
    try:
        return K*(N - 1)/(N*(-N*alpha + alpha + budget))
    except RAISED:
        return retry(ring__all_gather__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__all_gather__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/all-gather K for a comm budget, bytes."""
    try:
        return B*N*(-N*alpha + alpha + budget)/(N - 1)
    except RAISED:
        return retry(ring__all_gather__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__all_gather__max_latency(*, B, K, N, budget, **_):
    """ring/all-gather alpha for a comm budget, s."""
    try:
        return (B*N*budget - K*N + K)/(B*N*(N - 1))
    except RAISED:
        return retry(ring__all_gather__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def ring__all_gather__max_workers(*, B, K, alpha, budget, **_):
    """ring/all-gather real N for a comm budget (alpha > 0)."""
    try:
        return (1/2)*(B*alpha + B*budget - K + sqrt_((B*B)*(alpha*alpha) + 2*(B*B)*alpha*budget + (B*B)*(budget*budget) + 2*B*K*alpha - 2*B*K*budget + (K*K)))/(B*alpha)
    except RAISED:
        return retry(ring__all_gather__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget})


def ring__all_gather__max_workers_no_latency(*, B, K, budget, **_):
    """ring/all-gather real N for a comm budget (alpha = 0)."""
    try:
        return -K/(B*budget - K)
    except RAISED:
        return retry(ring__all_gather__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget})


def ring__all_gather__workers_limit(*, B, K, **_):
    """ring/all-gather lim N->oo of time with alpha = 0, s."""
    try:
        return K/B
    except RAISED:
        return retry(ring__all_gather__workers_limit, {'B': B, 'K': K})


def ring__broadcast__time(*, B, K, N, alpha, **_):
    """ring/broadcast completion time, s."""
    try:
        return alpha*(N - 1) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(ring__broadcast__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """ring/broadcast bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(ring__broadcast__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__broadcast__total_bytes(*, K, N, **_):
    """ring/broadcast bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__broadcast__total_bytes, {'K': K, 'N': N})


def ring__broadcast__latency_steps(*, N, **_):
    """ring/broadcast sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__broadcast__latency_steps, {'N': N})


def ring__broadcast__busbw_factor(**_):
    """ring/broadcast nccl-tests busbw/algbw factor."""
    return float(1)


def ring__broadcast__lower_bound(*, B, K, N, alpha, **_):
    """ring/broadcast lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(ring__broadcast__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__broadcast__min_comm_time(*, N, alpha, **_):
    """ring/broadcast time with infinite bandwidth, s."""
    try:
        return alpha*(N - 1)
    except RAISED:
        return retry(ring__broadcast__min_comm_time, {'N': N, 'alpha': alpha})


def ring__broadcast__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/broadcast B for a comm budget, bytes/s."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)/(-N*alpha + alpha + budget)
    except RAISED:
        return retry(ring__broadcast__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__broadcast__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/broadcast K for a comm budget, bytes."""
    try:
        return B*(-N*alpha + alpha + budget)/min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(ring__broadcast__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__broadcast__max_latency(*, B, K, N, budget, **_):
    """ring/broadcast alpha for a comm budget, s."""
    try:
        return (B*budget - K*min_(float(frexp_exponent(N - 1)), 1.0))/(B*(N - 1))
    except RAISED:
        return retry(ring__broadcast__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def ring__reduce__time(*, B, K, N, alpha, gamma, **_):
    """ring/reduce completion time, s."""
    try:
        return K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + alpha*(N - 1) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(ring__reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(ring__reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__reduce__total_bytes(*, K, N, **_):
    """ring/reduce bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__reduce__total_bytes, {'K': K, 'N': N})


def ring__reduce__latency_steps(*, N, **_):
    """ring/reduce sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__reduce__latency_steps, {'N': N})


def ring__reduce__busbw_factor(**_):
    """ring/reduce nccl-tests busbw/algbw factor."""
    return float(1)


def ring__reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(ring__reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/reduce time with infinite bandwidth, s."""
    try:
        return K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + N*alpha - alpha
    except RAISED:
        return retry(ring__reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/reduce B for a comm budget, bytes/s."""
    try:
        return -K*min_(float(frexp_exponent(N - 1)), 1.0)/(K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + N*alpha - alpha - budget)
    except RAISED:
        return retry(ring__reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/reduce K for a comm budget, bytes."""
    try:
        return B*(-N*alpha + alpha + budget)/((B*gamma + 1)*min_(float(frexp_exponent(N - 1)), 1.0))
    except RAISED:
        return retry(ring__reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/reduce alpha for a comm budget, s."""
    try:
        return (-B*K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + B*budget - K*min_(float(frexp_exponent(N - 1)), 1.0))/(B*(N - 1))
    except RAISED:
        return retry(ring__reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def ring__all_to_all__time(*, B, K, N, alpha, **_):
    """ring/all-to-all completion time, s."""
    try:
        return alpha*(N - 1) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__all_to_all__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-to-all bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(ring__all_to_all__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__all_to_all__total_bytes(*, K, N, **_):
    """ring/all-to-all bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__all_to_all__total_bytes, {'K': K, 'N': N})


def ring__all_to_all__latency_steps(*, N, **_):
    """ring/all-to-all sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__all_to_all__latency_steps, {'N': N})


def ring__all_to_all__busbw_factor(*, N, **_):
    """ring/all-to-all nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(ring__all_to_all__busbw_factor, {'N': N})


def ring__all_to_all__lower_bound(*, B, K, N, alpha, **_):
    """ring/all-to-all lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__all_to_all__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__all_to_all__min_comm_time(*, N, alpha, **_):
    """ring/all-to-all time with infinite bandwidth, s."""
    try:
        return alpha*(N - 1)
    except RAISED:
        return retry(ring__all_to_all__min_comm_time, {'N': N, 'alpha': alpha})


def ring__all_to_all__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/all-to-all B for a comm budget, bytes/s."""
    try:
        return K*(N - 1)/(N*(-N*alpha + alpha + budget))
    except RAISED:
        return retry(ring__all_to_all__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__all_to_all__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/all-to-all K for a comm budget, bytes."""
    try:
        return B*N*(-N*alpha + alpha + budget)/(N - 1)
    except RAISED:
        return retry(ring__all_to_all__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__all_to_all__max_latency(*, B, K, N, budget, **_):
    """ring/all-to-all alpha for a comm budget, s."""
    try:
        return (B*N*budget - K*N + K)/(B*N*(N - 1))
    except RAISED:
        return retry(ring__all_to_all__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def ring__all_to_all__max_workers(*, B, K, alpha, budget, **_):
    """ring/all-to-all real N for a comm budget (alpha > 0)."""
    try:
        return (1/2)*(B*alpha + B*budget - K + sqrt_((B*B)*(alpha*alpha) + 2*(B*B)*alpha*budget + (B*B)*(budget*budget) + 2*B*K*alpha - 2*B*K*budget + (K*K)))/(B*alpha)
    except RAISED:
        return retry(ring__all_to_all__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget})


def ring__all_to_all__max_workers_no_latency(*, B, K, budget, **_):
    """ring/all-to-all real N for a comm budget (alpha = 0)."""
    try:
        return -K/(B*budget - K)
    except RAISED:
        return retry(ring__all_to_all__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget})


def ring__all_to_all__workers_limit(*, B, K, **_):
    """ring/all-to-all lim N->oo of time with alpha = 0, s."""
    try:
        return K/B
    except RAISED:
        return retry(ring__all_to_all__workers_limit, {'B': B, 'K': K})


def parameter_server__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1) + alpha*(2*N - 2) + K*(2*N - 2)/B
    except RAISED:
        return retry(parameter_server__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def parameter_server__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(parameter_server__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def parameter_server__all_reduce__total_bytes(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(parameter_server__all_reduce__total_bytes, {'K': K, 'N': N})


def parameter_server__all_reduce__latency_steps(*, N, **_):
    """parameter-server/all-reduce sequential message steps."""
    try:
        return 2*N - 2
    except RAISED:
        return retry(parameter_server__all_reduce__latency_steps, {'N': N})


def parameter_server__all_reduce__busbw_factor(*, N, **_):
    """parameter-server/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(parameter_server__all_reduce__busbw_factor, {'N': N})


def parameter_server__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(parameter_server__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def parameter_server__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce time with infinite bandwidth, s."""
    try:
        return K*N*gamma - K*gamma + 2*N*alpha - 2*alpha
    except RAISED:
        return retry(parameter_server__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def parameter_server__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """parameter-server/all-reduce B for a comm budget, bytes/s."""
    try:
        return 2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N*alpha + 2*alpha + budget)
    except RAISED:
        return retry(parameter_server__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """parameter-server/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)
    except RAISED:
        return retry(parameter_server__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """parameter-server/all-reduce alpha for a comm budget, s."""
    try:
        return (1/2)*(-B*K*N*gamma + B*K*gamma + B*budget - 2*K*N + 2*K)/(B*(N - 1))
    except RAISED:
        return retry(parameter_server__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """parameter-server/all-reduce real N for a comm budget (alpha > 0)."""
    try:
        return (B*K*gamma + 2*B*alpha + B*budget + 2*K)/(B*K*gamma + 2*B*alpha + 2*K)
    except RAISED:
        return retry(parameter_server__all_reduce__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """parameter-server/all-reduce real N for a comm budget (alpha = 0)."""
    try:
        return (B*K*gamma + B*budget + 2*K)/(K*(B*gamma + 2))
    except RAISED:
        return retry(parameter_server__all_reduce__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__workers_limit(**_):
    """parameter-server/all-reduce lim N->oo of time with alpha = 0, s."""
    return float(math.inf)


def naive__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """naive/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1) + alpha*(N - 1) + K*(N - 1)/B
    except RAISED:
        return retry(naive__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def naive__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """naive/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(naive__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def naive__all_reduce__total_bytes(*, K, N, **_):
    """naive/all-reduce bytes sent by all workers."""
    try:
        return K*N*(N - 1)
    except RAISED:
        return retry(naive__all_reduce__total_bytes, {'K': K, 'N': N})


def naive__all_reduce__latency_steps(*, N, **_):
    """naive/all-reduce sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(naive__all_reduce__latency_steps, {'N': N})


def naive__all_reduce__busbw_factor(*, N, **_):
    """naive/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(naive__all_reduce__busbw_factor, {'N': N})


def naive__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """naive/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(naive__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def naive__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """naive/all-reduce time with infinite bandwidth, s."""
    try:
        return K*N*gamma - K*gamma + N*alpha - alpha
    except RAISED:
        return retry(naive__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def naive__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """naive/all-reduce B for a comm budget, bytes/s."""
    try:
        return K*(N - 1)/(-K*N*gamma + K*gamma - N*alpha + alpha + budget)
    except RAISED:
        return retry(naive__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """naive/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)
    except RAISED:
        return retry(naive__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """naive/all-reduce alpha for a comm budget, s."""
    try:
        return (-B*K*N*gamma + B*K*gamma + B*budget - K*N + K)/(B*(N - 1))
    except RAISED:
        return retry(naive__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """naive/all-reduce real N for a comm budget (alpha > 0)."""
    try:
        return (B*K*gamma + B*alpha + B*budget + K)/(B*K*gamma + B*alpha + K)
    except RAISED:
        return retry(naive__all_reduce__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """naive/all-reduce real N for a comm budget (alpha = 0)."""
    try:
        return (B*K*gamma + B*budget + K)/(K*(B*gamma + 1))
    except RAISED:
        return retry(naive__all_reduce__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__workers_limit(**_):
    """naive/all-reduce lim N->oo of time with alpha = 0, s."""
    return float(math.inf)


def binomial_tree__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce completion time, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) + 2*(alpha + K/B)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def binomial_tree__all_reduce__total_bytes(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(binomial_tree__all_reduce__total_bytes, {'K': K, 'N': N})


def binomial_tree__all_reduce__latency_steps(*, N, **_):
    """binomial-tree/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__all_reduce__latency_steps, {'N': N})


def binomial_tree__all_reduce__busbw_factor(*, N, **_):
    """binomial-tree/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(binomial_tree__all_reduce__busbw_factor, {'N': N})


def binomial_tree__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(binomial_tree__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce time with infinite bandwidth, s."""
    try:
        return (K*gamma + 2*alpha)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """binomial-tree/all-reduce B for a comm budget, bytes/s."""
    try:
        return -2*K*(frexp_exponent(N - 1) + 0.0)/(K*gamma*(frexp_exponent(N - 1) + 0.0) + 2*alpha*(frexp_exponent(N - 1) + 0.0) - budget)
    except RAISED:
        return retry(binomial_tree__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def binomial_tree__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """binomial-tree/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + budget)/((B*gamma + 2)*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(binomial_tree__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def binomial_tree__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """binomial-tree/all-reduce alpha for a comm budget, s."""
    try:
        return -1/2*K*gamma + (1/2)*budget/(frexp_exponent(N - 1) + 0.0) - K/B
    except RAISED:
        return retry(binomial_tree__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def binomial_tree__broadcast__time(*, B, K, N, alpha, **_):
    """binomial-tree/broadcast completion time, s."""
    try:
        return (alpha + K/B)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def binomial_tree__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by the busiest worker."""
    try:
        return K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__bytes_sent_per_worker, {'K': K, 'N': N})


def binomial_tree__broadcast__total_bytes(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(binomial_tree__broadcast__total_bytes, {'K': K, 'N': N})


def binomial_tree__broadcast__latency_steps(*, N, **_):
    """binomial-tree/broadcast sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__latency_steps, {'N': N})


def binomial_tree__broadcast__busbw_factor(**_):
    """binomial-tree/broadcast nccl-tests busbw/algbw factor."""
    return float(1)


def binomial_tree__broadcast__lower_bound(*, B, K, N, alpha, **_):
    """binomial-tree/broadcast lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(binomial_tree__broadcast__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def binomial_tree__broadcast__min_comm_time(*, N, alpha, **_):
    """binomial-tree/broadcast time with infinite bandwidth, s."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__min_comm_time, {'N': N, 'alpha': alpha})


def binomial_tree__broadcast__required_bandwidth(*, K, N, alpha, budget, **_):
    """binomial-tree/broadcast B for a comm budget, bytes/s."""
    try:
        return -K*(frexp_exponent(N - 1) + 0.0)/(alpha*(frexp_exponent(N - 1) + 0.0) - budget)
    except RAISED:
        return retry(binomial_tree__broadcast__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def binomial_tree__broadcast__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """binomial-tree/broadcast K for a comm budget, bytes."""
    try:
        return -B*alpha + B*budget/(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def binomial_tree__broadcast__max_latency(*, B, K, N, budget, **_):
    """binomial-tree/broadcast alpha for a comm budget, s."""
    try:
        return budget/(frexp_exponent(N - 1) + 0.0) - K/B
    except RAISED:
        return retry(binomial_tree__broadcast__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def binomial_tree__reduce__time(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/reduce completion time, s."""
    try:
        return (K*gamma + alpha + K/B)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/reduce bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(binomial_tree__reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def binomial_tree__reduce__total_bytes(*, K, N, **_):
    """binomial-tree/reduce bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(binomial_tree__reduce__total_bytes, {'K': K, 'N': N})


def binomial_tree__reduce__latency_steps(*, N, **_):
    """binomial-tree/reduce sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__reduce__latency_steps, {'N': N})


def binomial_tree__reduce__busbw_factor(**_):
    """binomial-tree/reduce nccl-tests busbw/algbw factor."""
    return float(1)


def binomial_tree__reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(binomial_tree__reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """binomial-tree/reduce time with infinite bandwidth, s."""
    try:
        return (K*gamma + alpha)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """binomial-tree/reduce B for a comm budget, bytes/s."""
    try:
        return -K*(frexp_exponent(N - 1) + 0.0)/(K*gamma*(frexp_exponent(N - 1) + 0.0) + alpha*(frexp_exponent(N - 1) + 0.0) - budget)
    except RAISED:
        return retry(binomial_tree__reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def binomial_tree__reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """binomial-tree/reduce K for a comm budget, bytes."""
    try:
        return B*(-alpha*(frexp_exponent(N - 1) + 0.0) + budget)/((B*gamma + 1)*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(binomial_tree__reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def binomial_tree__reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """binomial-tree/reduce alpha for a comm budget, s."""
    try:
        return -K*gamma + budget/(frexp_exponent(N - 1) + 0.0) - K/B
    except RAISED:
        return retry(binomial_tree__reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def double_binary_tree__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce completion time, s."""
    try:
        return (1/2)*K*gamma*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0) + 2*alpha*(frexp_exponent(N - 1) + 0.0) + K*((1/2)*(min_(float(frexp_exponent(N - 3)), 1.0) + 1)*min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(double_binary_tree__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def double_binary_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by the busiest worker."""
    try:
        return K*((1/2)*(min_(float(frexp_exponent(N - 3)), 1.0) + 1)*min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(double_binary_tree__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def double_binary_tree__all_reduce__total_bytes(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(double_binary_tree__all_reduce__total_bytes, {'K': K, 'N': N})


def double_binary_tree__all_reduce__latency_steps(*, N, **_):
    """double-binary-tree/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(double_binary_tree__all_reduce__latency_steps, {'N': N})


def double_binary_tree__all_reduce__busbw_factor(*, N, **_):
    """double-binary-tree/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(double_binary_tree__all_reduce__busbw_factor, {'N': N})


def double_binary_tree__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(double_binary_tree__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def double_binary_tree__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce time with infinite bandwidth, s."""
    try:
        return (1/2)*K*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + (1/2)*K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(double_binary_tree__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def double_binary_tree__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """double-binary-tree/all-reduce B for a comm budget, bytes/s."""
    try:
        return -K*(min_(float(frexp_exponent(N - 3)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + min_(float(frexp_exponent(N - 2)), 1.0) + 2)*min_(float(frexp_exponent(N - 1)), 1.0)/(K*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + 4*alpha*(frexp_exponent(N - 1) + 0.0) - 2*budget)
    except RAISED:
        return retry(double_binary_tree__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def double_binary_tree__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """double-binary-tree/all-reduce K for a comm budget, bytes."""
    try:
        return 2*B*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + budget)/((B*gamma*min_(float(frexp_exponent(N - 2)), 1.0) + B*gamma + min_(float(frexp_exponent(N - 3)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + min_(float(frexp_exponent(N - 2)), 1.0) + 2)*min_(float(frexp_exponent(N - 1)), 1.0))
    except RAISED:
        return retry(double_binary_tree__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def double_binary_tree__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """double-binary-tree/all-reduce alpha for a comm budget, s."""
    try:
        return (1/4)*(-B*(K*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) - 2*budget) - K*(min_(float(frexp_exponent(N - 3)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + min_(float(frexp_exponent(N - 2)), 1.0) + 2)*min_(float(frexp_exponent(N - 1)), 1.0))/(B*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(double_binary_tree__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def recursive_doubling__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce completion time, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) + (alpha + K/B)*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(recursive_doubling__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_doubling__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(recursive_doubling__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def recursive_doubling__all_reduce__total_bytes(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N + (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(recursive_doubling__all_reduce__total_bytes, {'K': K, 'N': N})


def recursive_doubling__all_reduce__latency_steps(*, N, **_):
    """recursive-doubling/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(recursive_doubling__all_reduce__latency_steps, {'N': N})


def recursive_doubling__all_reduce__busbw_factor(*, N, **_):
    """recursive-doubling/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(recursive_doubling__all_reduce__busbw_factor, {'N': N})


def recursive_doubling__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(recursive_doubling__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_doubling__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce time with infinite bandwidth, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) + 2*alpha*(frexp_exponent(N - 1) + 0.0) - alpha*(frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(recursive_doubling__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_doubling__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """recursive-doubling/all-reduce B for a comm budget, bytes/s."""
    try:
        return K*(-2*(frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0))/(K*gamma*(frexp_exponent(N - 1) + 0.0) + 2*alpha*(frexp_exponent(N - 1) + 0.0) - alpha*(frexp_exponent(N) - 1.0) - budget)
    except RAISED:
        return retry(recursive_doubling__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def recursive_doubling__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """recursive-doubling/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + alpha*(frexp_exponent(N) - 1.0) + budget)/(B*gamma*(frexp_exponent(N - 1) + 0.0) + 2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(recursive_doubling__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def recursive_doubling__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """recursive-doubling/all-reduce alpha for a comm budget, s."""
    try:
        return (-B*K*gamma*(frexp_exponent(N - 1) + 0.0) + B*budget - 2*K*(frexp_exponent(N - 1) + 0.0) + K*(frexp_exponent(N) - 1.0))/(B*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)))
    except RAISED:
        return retry(recursive_doubling__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def rabenseifner__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce completion time, s."""
    try:
        return K*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + 2*alpha*(frexp_exponent(N - 1) + 0.0) + K*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))/B
    except RAISED:
        return retry(rabenseifner__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def rabenseifner__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by the busiest worker."""
    try:
        return K*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(rabenseifner__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def rabenseifner__all_reduce__total_bytes(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2*ldexp_(1.0, frexp_exponent(N) - 1)) + K*(2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)
    except RAISED:
        return retry(rabenseifner__all_reduce__total_bytes, {'K': K, 'N': N})


def rabenseifner__all_reduce__latency_steps(*, N, **_):
    """rabenseifner/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(rabenseifner__all_reduce__latency_steps, {'N': N})


def rabenseifner__all_reduce__busbw_factor(*, N, **_):
    """rabenseifner/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(rabenseifner__all_reduce__busbw_factor, {'N': N})


def rabenseifner__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(rabenseifner__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def rabenseifner__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce time with infinite bandwidth, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) - K*gamma*(frexp_exponent(N) - 1.0) + K*gamma - K*gamma/ldexp_(1.0, frexp_exponent(N) - 1) + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(rabenseifner__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def rabenseifner__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """rabenseifner/all-reduce B for a comm budget, bytes/s."""
    try:
        return 2*K*(-(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - ldexp_(1.0, frexp_exponent(N) - 1) + 1)/(K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma + 2*alpha*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - budget*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(rabenseifner__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def rabenseifner__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """rabenseifner/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + budget)*ldexp_(1.0, frexp_exponent(N) - 1)/(B*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - B*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + B*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - B*gamma + 2*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)
    except RAISED:
        return retry(rabenseifner__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def rabenseifner__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """rabenseifner/all-reduce alpha for a comm budget, s."""
    try:
        return (-1/2*B*K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (1/2)*B*K*gamma + (1/2)*B*(K*gamma*(frexp_exponent(N) - 1.0) - K*gamma + budget)*ldexp_(1.0, frexp_exponent(N) - 1) + K*((frexp_exponent(N) - 1.0) - 1)*ldexp_(1.0, frexp_exponent(N) - 1) - K*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K)/(B*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(rabenseifner__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def recursive_halving__reduce_scatter__time(*, B, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter completion time, s."""
    try:
        return alpha*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + gamma*(K*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + K*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/N) + (K*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + K*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/N + K*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/N)/B
    except RAISED:
        return retry(recursive_halving__reduce_scatter__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_halving__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by the busiest worker."""
    try:
        return K*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/ldexp_(1.0, frexp_exponent(N) - 1) + (ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(recursive_halving__reduce_scatter__bytes_sent_per_worker, {'K': K, 'N': N})


def recursive_halving__reduce_scatter__total_bytes(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by all workers."""
    try:
        return K*(ldexp_(1.0, frexp_exponent(N) - 1) - 1) + (K + K/N)*(N - ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(recursive_halving__reduce_scatter__total_bytes, {'K': K, 'N': N})


def recursive_halving__reduce_scatter__latency_steps(*, N, **_):
    """recursive-halving/reduce-scatter sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(recursive_halving__reduce_scatter__latency_steps, {'N': N})


def recursive_halving__reduce_scatter__busbw_factor(*, N, **_):
    """recursive-halving/reduce-scatter nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(recursive_halving__reduce_scatter__busbw_factor, {'N': N})


def recursive_halving__reduce_scatter__lower_bound(*, B, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(recursive_halving__reduce_scatter__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_halving__reduce_scatter__min_comm_time(*, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter time with infinite bandwidth, s."""
    try:
        return (K*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - K*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*N*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + K*N*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + K*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*K*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*K*gamma*(frexp_exponent(N - 1) + 0.0) - K*gamma*(frexp_exponent(N) - 1.0)**3 + K*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*K*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*K*gamma*(frexp_exponent(N) - 1.0) + K*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma + 2*N*alpha*(frexp_exponent(N - 1) + 0.0) - N*alpha*(frexp_exponent(N) - 1.0))/N
    except RAISED:
        return retry(recursive_halving__reduce_scatter__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_halving__reduce_scatter__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """recursive-halving/reduce-scatter B for a comm budget, bytes/s."""
    try:
        return K*(N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - N*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + N*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + (frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)**3 + ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + (frexp_exponent(N) - 1.0) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(-K*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + K*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*N*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - K*N*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) - K*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) - 2*K*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + 2*K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*K*gamma*(frexp_exponent(N - 1) + 0.0) + K*gamma*(frexp_exponent(N) - 1.0)**3 - K*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + K*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*K*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*K*gamma*(frexp_exponent(N) - 1.0) - K*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + K*gamma - 2*N*alpha*(frexp_exponent(N - 1) + 0.0) + N*alpha*(frexp_exponent(N) - 1.0) + N*budget)
    except RAISED:
        return retry(recursive_halving__reduce_scatter__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def recursive_halving__reduce_scatter__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """recursive-halving/reduce-scatter K for a comm budget, bytes."""
    try:
        return B*N*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + alpha*(frexp_exponent(N) - 1.0) + budget)/(B*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - B*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - B*N*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + B*N*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - B*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + B*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + B*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*B*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*B*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - B*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - B*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + B*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - B*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + B*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*B*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*B*gamma*(frexp_exponent(N - 1) + 0.0) - B*gamma*(frexp_exponent(N) - 1.0)**3 + B*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + B*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - B*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + B*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - B*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*B*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*B*gamma*(frexp_exponent(N) - 1.0) + B*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - B*gamma + N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - N*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + N*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + (frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)**3 + ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + (frexp_exponent(N) - 1.0) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)
    except RAISED:
        return retry(recursive_halving__reduce_scatter__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def recursive_halving__reduce_scatter__max_latency(*, B, K, N, budget, gamma, **_):
    """recursive-halving/reduce-scatter alpha for a comm budget, s."""
    try:
        return (-B*K*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + B*K*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + B*K*N*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - B*K*N*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + B*K*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) - B*K*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - B*K*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) - 2*B*K*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + 2*B*K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + B*K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + B*K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - B*K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + B*K*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - B*K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*B*K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*B*K*gamma*(frexp_exponent(N - 1) + 0.0) + B*K*gamma*(frexp_exponent(N) - 1.0)**3 - B*K*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - B*K*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + B*K*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - B*K*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + B*K*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*B*K*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*B*K*gamma*(frexp_exponent(N) - 1.0) - B*K*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + B*K*gamma + B*N*budget - K*N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + K*N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*N*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - K*N*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) - K*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) - 2*K*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + 2*K*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - K*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*K*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + K*(frexp_exponent(N - 1) + 0.0) + K*(frexp_exponent(N) - 1.0)**3 - K*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + K*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*K*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - K*(frexp_exponent(N) - 1.0) - K*ldexp_(1.0, frexp_exponent(N) - 1) + K)/(B*N*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)))
    except RAISED:
        return retry(recursive_halving__reduce_scatter__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def recursive_doubling__all_gather__time(*, B, K, N, alpha, **_):
    """recursive-doubling/all-gather completion time, s."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(recursive_doubling__all_gather__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def recursive_doubling__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(recursive_doubling__all_gather__bytes_sent_per_worker, {'K': K, 'N': N})


def recursive_doubling__all_gather__total_bytes(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(recursive_doubling__all_gather__total_bytes, {'K': K, 'N': N})


def recursive_doubling__all_gather__latency_steps(*, N, **_):
    """recursive-doubling/all-gather sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(recursive_doubling__all_gather__latency_steps, {'N': N})


def recursive_doubling__all_gather__busbw_factor(*, N, **_):
    """recursive-doubling/all-gather nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(recursive_doubling__all_gather__busbw_factor, {'N': N})


def recursive_doubling__all_gather__lower_bound(*, B, K, N, alpha, **_):
    """recursive-doubling/all-gather lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(recursive_doubling__all_gather__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def recursive_doubling__all_gather__min_comm_time(*, N, alpha, **_):
    """recursive-doubling/all-gather time with infinite bandwidth, s."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(recursive_doubling__all_gather__min_comm_time, {'N': N, 'alpha': alpha})


def recursive_doubling__all_gather__required_bandwidth(*, K, N, alpha, budget, **_):
    """recursive-doubling/all-gather B for a comm budget, bytes/s."""
    try:
        return K*(1 - N)/(N*(alpha*(frexp_exponent(N - 1) + 0.0) - budget))
    except RAISED:
        return retry(recursive_doubling__all_gather__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def recursive_doubling__all_gather__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """recursive-doubling/all-gather K for a comm budget, bytes."""
    try:
        return B*N*(-alpha*(frexp_exponent(N - 1) + 0.0) + budget)/(N - 1)
    except RAISED:
        return retry(recursive_doubling__all_gather__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def recursive_doubling__all_gather__max_latency(*, B, K, N, budget, **_):
    """recursive-doubling/all-gather alpha for a comm budget, s."""
    try:
        return (B*N*budget - K*N + K)/(B*N*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(recursive_doubling__all_gather__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def bruck__all_to_all__time(*, B, K, N, alpha, **_):
    """bruck/all-to-all completion time, s."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*bit_count_sum_(N)/(B*N)
    except RAISED:
        return retry(bruck__all_to_all__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def bruck__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """bruck/all-to-all bytes sent by the busiest worker."""
    try:
        return K*bit_count_sum_(N)/N
    except RAISED:
        return retry(bruck__all_to_all__bytes_sent_per_worker, {'K': K, 'N': N})


def bruck__all_to_all__total_bytes(*, K, N, **_):
    """bruck/all-to-all bytes sent by all workers."""
    try:
        return K*bit_count_sum_(N)
    except RAISED:
        return retry(bruck__all_to_all__total_bytes, {'K': K, 'N': N})


def bruck__all_to_all__latency_steps(*, N, **_):
    """bruck/all-to-all sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(bruck__all_to_all__latency_steps, {'N': N})


def bruck__all_to_all__busbw_factor(*, N, **_):
    """bruck/all-to-all nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(bruck__all_to_all__busbw_factor, {'N': N})


def bruck__all_to_all__lower_bound(*, B, K, N, alpha, **_):
    """bruck/all-to-all lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(bruck__all_to_all__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def bruck__all_to_all__min_comm_time(*, N, alpha, **_):
    """bruck/all-to-all time with infinite bandwidth, s."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(bruck__all_to_all__min_comm_time, {'N': N, 'alpha': alpha})


def bruck__all_to_all__required_bandwidth(*, K, N, alpha, budget, **_):
    """bruck/all-to-all B for a comm budget, bytes/s."""
    try:
        return -K*bit_count_sum_(N)/(N*(alpha*(frexp_exponent(N - 1) + 0.0) - budget))
    except RAISED:
        return retry(bruck__all_to_all__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def bruck__all_to_all__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """bruck/all-to-all K for a comm budget, bytes."""
    try:
        return B*N*(-alpha*(frexp_exponent(N - 1) + 0.0) + budget)/bit_count_sum_(N)
    except RAISED:
        return retry(bruck__all_to_all__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def bruck__all_to_all__max_latency(*, B, K, N, budget, **_):
    """bruck/all-to-all alpha for a comm budget, s."""
    try:
        return (B*N*budget - K*bit_count_sum_(N))/(B*N*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(bruck__all_to_all__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def hierarchical_ring__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce completion time, s."""
    try:
        return K*gamma*(-1 + N/G)/N + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K*gamma*(G - 1)/G + K*(2*G - 2)/(B_intra*G) + G*K*(-2 + 2*N/G)/(B*N*R_nic)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def hierarchical_ring__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(-2 + 2*N/G)/N + K*(2*G - 2)/G
    except RAISED:
        return retry(hierarchical_ring__all_reduce__bytes_sent_per_worker, {'G': G, 'K': K, 'N': N})


def hierarchical_ring__all_reduce__total_bytes(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by all workers."""
    try:
        return N*(K*(-2 + 2*N/G)/N + K*(2*G - 2)/G)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__total_bytes, {'G': G, 'K': K, 'N': N})


def hierarchical_ring__all_reduce__latency_steps(*, G, N, **_):
    """hierarchical-ring/all-reduce sequential message steps."""
    try:
        return 2*G - 4 + 2*N/G
    except RAISED:
        return retry(hierarchical_ring__all_reduce__latency_steps, {'G': G, 'N': N})


def hierarchical_ring__all_reduce__busbw_factor(*, N, **_):
    """hierarchical-ring/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(hierarchical_ring__all_reduce__busbw_factor, {'N': N})


def hierarchical_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(-1 + N/G) + 0.0) + (1 - min_(float(frexp_exponent(-1 + N/G)), 1.0))*(alpha_intra*(frexp_exponent(G - 1) + 0.0) + K*(2*G - 2)/(B_intra*G)) + G*K*(-2 + 2*N/G)/(B*N*R_nic)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def hierarchical_ring__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce time with infinite bandwidth, s."""
    try:
        return 2*G*alpha_intra + K*gamma - K*gamma/N - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K/B_intra - 2*K/(B_intra*G)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def hierarchical_ring__all_reduce__required_bandwidth(*, B_intra, G, K, N, R_nic, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce B for a comm budget, bytes/s."""
    try:
        return 2*B_intra*G*K*(G - N)/(R_nic*(2*B_intra*(G*G)*N*alpha_intra + B_intra*G*K*N*gamma - B_intra*G*K*gamma - 2*B_intra*G*N*alpha - 2*B_intra*G*N*alpha_intra - B_intra*G*N*budget + 2*B_intra*(N*N)*alpha + 2*G*K*N - 2*K*N))
    except RAISED:
        return retry(hierarchical_ring__all_reduce__required_bandwidth, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce K for a comm budget, bytes."""
    try:
        return B*B_intra*N*R_nic*(-2*(G*G)*alpha_intra + 2*G*alpha + 2*G*alpha_intra + G*budget - 2*N*alpha)/(B*B_intra*G*N*R_nic*gamma - B*B_intra*G*R_nic*gamma + 2*B*G*N*R_nic - 2*B*N*R_nic - 2*B_intra*(G*G) + 2*B_intra*G*N)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__max_latency(*, B, B_intra, G, K, N, R_nic, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce alpha for a comm budget, s."""
    try:
        return (B*B_intra*(G*G)*N*R_nic*alpha_intra + (1/2)*B*B_intra*G*K*N*R_nic*gamma - 1/2*B*B_intra*G*K*R_nic*gamma - B*B_intra*G*N*R_nic*alpha_intra - 1/2*B*B_intra*G*N*R_nic*budget + B*G*K*N*R_nic - B*K*N*R_nic - B_intra*(G*G)*K + B_intra*G*K*N)/(B*B_intra*N*R_nic*(G - N))
    except RAISED:
        return retry(hierarchical_ring__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__max_workers(*, B, B_intra, G, K, R_nic, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce real N for a comm budget (alpha > 0)."""
    try:
        return -1/2*(G*G)*alpha_intra/alpha - 1/4*G*K*gamma/alpha + (1/2)*G + (1/2)*G*alpha_intra/alpha + (1/4)*G*budget/alpha - 1/2*G*K/(B_intra*alpha) + (1/2)*K/(B_intra*alpha) - 1/2*G*K/(B*R_nic*alpha) + (1/4)*sqrt_(4*(B*B)*(B_intra*B_intra)*G**4*(R_nic*R_nic)*(alpha_intra*alpha_intra) + 4*(B*B)*(B_intra*B_intra)*G**3*K*(R_nic*R_nic)*alpha_intra*gamma - 8*(B*B)*(B_intra*B_intra)*G**3*(R_nic*R_nic)*alpha*alpha_intra - 8*(B*B)*(B_intra*B_intra)*G**3*(R_nic*R_nic)*(alpha_intra*alpha_intra) - 4*(B*B)*(B_intra*B_intra)*G**3*(R_nic*R_nic)*alpha_intra*budget + (B*B)*(B_intra*B_intra)*(G*G)*(K*K)*(R_nic*R_nic)*(gamma*gamma) - 4*(B*B)*(B_intra*B_intra)*(G*G)*K*(R_nic*R_nic)*alpha*gamma - 4*(B*B)*(B_intra*B_intra)*(G*G)*K*(R_nic*R_nic)*alpha_intra*gamma - 2*(B*B)*(B_intra*B_intra)*(G*G)*K*(R_nic*R_nic)*budget*gamma + 4*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*(alpha*alpha) + 8*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*alpha*alpha_intra + 4*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*alpha*budget + 4*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*(alpha_intra*alpha_intra) + 4*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*alpha_intra*budget + (B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*(budget*budget) + 8*(B*B)*(B_intra*B_intra)*G*K*(R_nic*R_nic)*alpha*gamma + 8*(B*B)*B_intra*G**3*K*(R_nic*R_nic)*alpha_intra + 4*(B*B)*B_intra*(G*G)*(K*K)*(R_nic*R_nic)*gamma - 8*(B*B)*B_intra*(G*G)*K*(R_nic*R_nic)*alpha - 16*(B*B)*B_intra*(G*G)*K*(R_nic*R_nic)*alpha_intra - 4*(B*B)*B_intra*(G*G)*K*(R_nic*R_nic)*budget - 4*(B*B)*B_intra*G*(K*K)*(R_nic*R_nic)*gamma + 8*(B*B)*B_intra*G*K*(R_nic*R_nic)*alpha + 8*(B*B)*B_intra*G*K*(R_nic*R_nic)*alpha_intra + 4*(B*B)*B_intra*G*K*(R_nic*R_nic)*budget + 4*(B*B)*(G*G)*(K*K)*(R_nic*R_nic) - 8*(B*B)*G*(K*K)*(R_nic*R_nic) + 4*(B*B)*(K*K)*(R_nic*R_nic) + 8*B*(B_intra*B_intra)*G**3*K*R_nic*alpha_intra + 4*B*(B_intra*B_intra)*(G*G)*(K*K)*R_nic*gamma + 8*B*(B_intra*B_intra)*(G*G)*K*R_nic*alpha - 8*B*(B_intra*B_intra)*(G*G)*K*R_nic*alpha_intra - 4*B*(B_intra*B_intra)*(G*G)*K*R_nic*budget + 8*B*B_intra*(G*G)*(K*K)*R_nic - 8*B*B_intra*G*(K*K)*R_nic + 4*(B_intra*B_intra)*(G*G)*(K*K))/(B*B_intra*R_nic*alpha)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__max_workers, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__max_workers_no_latency(*, B, B_intra, G, K, R_nic, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce real N for a comm budget (alpha = 0)."""
    try:
        return B_intra*G*K*(B*R_nic*gamma + 2*G)/(2*B*B_intra*(G*G)*R_nic*alpha_intra + B*B_intra*G*K*R_nic*gamma - 2*B*B_intra*G*R_nic*alpha_intra - B*B_intra*G*R_nic*budget + 2*B*G*K*R_nic - 2*B*K*R_nic + 2*B_intra*G*K)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__max_workers_no_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'R_nic': R_nic, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__workers_limit(*, B, B_intra, G, K, R_nic, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce lim N->oo of time with alpha = 0, s."""
    try:
        return 2*G*alpha_intra + K*gamma - 2*alpha_intra + 2*K/B_intra - 2*K/(B_intra*G) + 2*K/(B*R_nic)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__workers_limit, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'R_nic': R_nic, 'alpha_intra': alpha_intra, 'gamma': gamma})


def flat_ring__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """flat-ring/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1)/N + (2*N - 2)*max_((alpha_intra + K/(B_intra*N))*min_(float(frexp_exponent(G - 1)), 1.0), (alpha + K/(B*N*R_nic))*min_(float(frexp_exponent(-1 + N/G)), 1.0))
    except RAISED:
        return retry(flat_ring__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def flat_ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(2*N - 2)/N
    except RAISED:
        return retry(flat_ring__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def flat_ring__all_reduce__total_bytes(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(flat_ring__all_reduce__total_bytes, {'K': K, 'N': N})


def flat_ring__all_reduce__latency_steps(*, N, **_):
    """flat-ring/all-reduce sequential message steps."""
    try:
        return 2*N - 2
    except RAISED:
        return retry(flat_ring__all_reduce__latency_steps, {'N': N})


def flat_ring__all_reduce__busbw_factor(*, N, **_):
    """flat-ring/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(flat_ring__all_reduce__busbw_factor, {'N': N})


def flat_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """flat-ring/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(-1 + N/G) + 0.0) + (1 - min_(float(frexp_exponent(-1 + N/G)), 1.0))*(alpha_intra*(frexp_exponent(G - 1) + 0.0) + K*(2*G - 2)/(B_intra*G)) + G*K*(-2 + 2*N/G)/(B*N*R_nic)
    except RAISED:
        return retry(flat_ring__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def flat_ring__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_intra, gamma, **_):
    """flat-ring/all-reduce time with infinite bandwidth, s."""
    try:
        return (N - 1)*(K*gamma + 2*N*max_((B_intra*N*alpha_intra + K)*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0)))/N
    except RAISED:
        return retry(flat_ring__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


MODELS = {
    'ring/all-reduce': {
        'time': ring__all_reduce__time,
        'bytes_sent_per_worker': ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': ring__all_reduce__total_bytes,
        'latency_steps': ring__all_reduce__latency_steps,
        'busbw_factor': ring__all_reduce__busbw_factor,
        'lower_bound': ring__all_reduce__lower_bound,
        'min_comm_time': ring__all_reduce__min_comm_time,
        'required_bandwidth': ring__all_reduce__required_bandwidth,
        'max_gradient_bytes': ring__all_reduce__max_gradient_bytes,
        'max_latency': ring__all_reduce__max_latency,
        'max_workers': ring__all_reduce__max_workers,
        'max_workers_no_latency': ring__all_reduce__max_workers_no_latency,
        'workers_limit': ring__all_reduce__workers_limit,
    },
    'ring/reduce-scatter': {
        'time': ring__reduce_scatter__time,
        'bytes_sent_per_worker': ring__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': ring__reduce_scatter__total_bytes,
        'latency_steps': ring__reduce_scatter__latency_steps,
        'busbw_factor': ring__reduce_scatter__busbw_factor,
        'lower_bound': ring__reduce_scatter__lower_bound,
        'min_comm_time': ring__reduce_scatter__min_comm_time,
        'required_bandwidth': ring__reduce_scatter__required_bandwidth,
        'max_gradient_bytes': ring__reduce_scatter__max_gradient_bytes,
        'max_latency': ring__reduce_scatter__max_latency,
        'max_workers': ring__reduce_scatter__max_workers,
        'max_workers_no_latency': ring__reduce_scatter__max_workers_no_latency,
        'workers_limit': ring__reduce_scatter__workers_limit,
    },
    'ring/all-gather': {
        'time': ring__all_gather__time,
        'bytes_sent_per_worker': ring__all_gather__bytes_sent_per_worker,
        'total_bytes': ring__all_gather__total_bytes,
        'latency_steps': ring__all_gather__latency_steps,
        'busbw_factor': ring__all_gather__busbw_factor,
        'lower_bound': ring__all_gather__lower_bound,
        'min_comm_time': ring__all_gather__min_comm_time,
        'required_bandwidth': ring__all_gather__required_bandwidth,
        'max_gradient_bytes': ring__all_gather__max_gradient_bytes,
        'max_latency': ring__all_gather__max_latency,
        'max_workers': ring__all_gather__max_workers,
        'max_workers_no_latency': ring__all_gather__max_workers_no_latency,
        'workers_limit': ring__all_gather__workers_limit,
    },
    'ring/broadcast': {
        'time': ring__broadcast__time,
        'bytes_sent_per_worker': ring__broadcast__bytes_sent_per_worker,
        'total_bytes': ring__broadcast__total_bytes,
        'latency_steps': ring__broadcast__latency_steps,
        'busbw_factor': ring__broadcast__busbw_factor,
        'lower_bound': ring__broadcast__lower_bound,
        'min_comm_time': ring__broadcast__min_comm_time,
        'required_bandwidth': ring__broadcast__required_bandwidth,
        'max_gradient_bytes': ring__broadcast__max_gradient_bytes,
        'max_latency': ring__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/reduce': {
        'time': ring__reduce__time,
        'bytes_sent_per_worker': ring__reduce__bytes_sent_per_worker,
        'total_bytes': ring__reduce__total_bytes,
        'latency_steps': ring__reduce__latency_steps,
        'busbw_factor': ring__reduce__busbw_factor,
        'lower_bound': ring__reduce__lower_bound,
        'min_comm_time': ring__reduce__min_comm_time,
        'required_bandwidth': ring__reduce__required_bandwidth,
        'max_gradient_bytes': ring__reduce__max_gradient_bytes,
        'max_latency': ring__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/all-to-all': {
        'time': ring__all_to_all__time,
        'bytes_sent_per_worker': ring__all_to_all__bytes_sent_per_worker,
        'total_bytes': ring__all_to_all__total_bytes,
        'latency_steps': ring__all_to_all__latency_steps,
        'busbw_factor': ring__all_to_all__busbw_factor,
        'lower_bound': ring__all_to_all__lower_bound,
        'min_comm_time': ring__all_to_all__min_comm_time,
        'required_bandwidth': ring__all_to_all__required_bandwidth,
        'max_gradient_bytes': ring__all_to_all__max_gradient_bytes,
        'max_latency': ring__all_to_all__max_latency,
        'max_workers': ring__all_to_all__max_workers,
        'max_workers_no_latency': ring__all_to_all__max_workers_no_latency,
        'workers_limit': ring__all_to_all__workers_limit,
    },
    'parameter-server/all-reduce': {
        'time': parameter_server__all_reduce__time,
        'bytes_sent_per_worker': parameter_server__all_reduce__bytes_sent_per_worker,
        'total_bytes': parameter_server__all_reduce__total_bytes,
        'latency_steps': parameter_server__all_reduce__latency_steps,
        'busbw_factor': parameter_server__all_reduce__busbw_factor,
        'lower_bound': parameter_server__all_reduce__lower_bound,
        'min_comm_time': parameter_server__all_reduce__min_comm_time,
        'required_bandwidth': parameter_server__all_reduce__required_bandwidth,
        'max_gradient_bytes': parameter_server__all_reduce__max_gradient_bytes,
        'max_latency': parameter_server__all_reduce__max_latency,
        'max_workers': parameter_server__all_reduce__max_workers,
        'max_workers_no_latency': parameter_server__all_reduce__max_workers_no_latency,
        'workers_limit': parameter_server__all_reduce__workers_limit,
    },
    'naive/all-reduce': {
        'time': naive__all_reduce__time,
        'bytes_sent_per_worker': naive__all_reduce__bytes_sent_per_worker,
        'total_bytes': naive__all_reduce__total_bytes,
        'latency_steps': naive__all_reduce__latency_steps,
        'busbw_factor': naive__all_reduce__busbw_factor,
        'lower_bound': naive__all_reduce__lower_bound,
        'min_comm_time': naive__all_reduce__min_comm_time,
        'required_bandwidth': naive__all_reduce__required_bandwidth,
        'max_gradient_bytes': naive__all_reduce__max_gradient_bytes,
        'max_latency': naive__all_reduce__max_latency,
        'max_workers': naive__all_reduce__max_workers,
        'max_workers_no_latency': naive__all_reduce__max_workers_no_latency,
        'workers_limit': naive__all_reduce__workers_limit,
    },
    'binomial-tree/all-reduce': {
        'time': binomial_tree__all_reduce__time,
        'bytes_sent_per_worker': binomial_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': binomial_tree__all_reduce__total_bytes,
        'latency_steps': binomial_tree__all_reduce__latency_steps,
        'busbw_factor': binomial_tree__all_reduce__busbw_factor,
        'lower_bound': binomial_tree__all_reduce__lower_bound,
        'min_comm_time': binomial_tree__all_reduce__min_comm_time,
        'required_bandwidth': binomial_tree__all_reduce__required_bandwidth,
        'max_gradient_bytes': binomial_tree__all_reduce__max_gradient_bytes,
        'max_latency': binomial_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/broadcast': {
        'time': binomial_tree__broadcast__time,
        'bytes_sent_per_worker': binomial_tree__broadcast__bytes_sent_per_worker,
        'total_bytes': binomial_tree__broadcast__total_bytes,
        'latency_steps': binomial_tree__broadcast__latency_steps,
        'busbw_factor': binomial_tree__broadcast__busbw_factor,
        'lower_bound': binomial_tree__broadcast__lower_bound,
        'min_comm_time': binomial_tree__broadcast__min_comm_time,
        'required_bandwidth': binomial_tree__broadcast__required_bandwidth,
        'max_gradient_bytes': binomial_tree__broadcast__max_gradient_bytes,
        'max_latency': binomial_tree__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/reduce': {
        'time': binomial_tree__reduce__time,
        'bytes_sent_per_worker': binomial_tree__reduce__bytes_sent_per_worker,
        'total_bytes': binomial_tree__reduce__total_bytes,
        'latency_steps': binomial_tree__reduce__latency_steps,
        'busbw_factor': binomial_tree__reduce__busbw_factor,
        'lower_bound': binomial_tree__reduce__lower_bound,
        'min_comm_time': binomial_tree__reduce__min_comm_time,
        'required_bandwidth': binomial_tree__reduce__required_bandwidth,
        'max_gradient_bytes': binomial_tree__reduce__max_gradient_bytes,
        'max_latency': binomial_tree__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'double-binary-tree/all-reduce': {
        'time': double_binary_tree__all_reduce__time,
        'bytes_sent_per_worker': double_binary_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': double_binary_tree__all_reduce__total_bytes,
        'latency_steps': double_binary_tree__all_reduce__latency_steps,
        'busbw_factor': double_binary_tree__all_reduce__busbw_factor,
        'lower_bound': double_binary_tree__all_reduce__lower_bound,
        'min_comm_time': double_binary_tree__all_reduce__min_comm_time,
        'required_bandwidth': double_binary_tree__all_reduce__required_bandwidth,
        'max_gradient_bytes': double_binary_tree__all_reduce__max_gradient_bytes,
        'max_latency': double_binary_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-reduce': {
        'time': recursive_doubling__all_reduce__time,
        'bytes_sent_per_worker': recursive_doubling__all_reduce__bytes_sent_per_worker,
        'total_bytes': recursive_doubling__all_reduce__total_bytes,
        'latency_steps': recursive_doubling__all_reduce__latency_steps,
        'busbw_factor': recursive_doubling__all_reduce__busbw_factor,
        'lower_bound': recursive_doubling__all_reduce__lower_bound,
        'min_comm_time': recursive_doubling__all_reduce__min_comm_time,
        'required_bandwidth': recursive_doubling__all_reduce__required_bandwidth,
        'max_gradient_bytes': recursive_doubling__all_reduce__max_gradient_bytes,
        'max_latency': recursive_doubling__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'rabenseifner/all-reduce': {
        'time': rabenseifner__all_reduce__time,
        'bytes_sent_per_worker': rabenseifner__all_reduce__bytes_sent_per_worker,
        'total_bytes': rabenseifner__all_reduce__total_bytes,
        'latency_steps': rabenseifner__all_reduce__latency_steps,
        'busbw_factor': rabenseifner__all_reduce__busbw_factor,
        'lower_bound': rabenseifner__all_reduce__lower_bound,
        'min_comm_time': rabenseifner__all_reduce__min_comm_time,
        'required_bandwidth': rabenseifner__all_reduce__required_bandwidth,
        'max_gradient_bytes': rabenseifner__all_reduce__max_gradient_bytes,
        'max_latency': rabenseifner__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-halving/reduce-scatter': {
        'time': recursive_halving__reduce_scatter__time,
        'bytes_sent_per_worker': recursive_halving__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': recursive_halving__reduce_scatter__total_bytes,
        'latency_steps': recursive_halving__reduce_scatter__latency_steps,
        'busbw_factor': recursive_halving__reduce_scatter__busbw_factor,
        'lower_bound': recursive_halving__reduce_scatter__lower_bound,
        'min_comm_time': recursive_halving__reduce_scatter__min_comm_time,
        'required_bandwidth': recursive_halving__reduce_scatter__required_bandwidth,
        'max_gradient_bytes': recursive_halving__reduce_scatter__max_gradient_bytes,
        'max_latency': recursive_halving__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-gather': {
        'time': recursive_doubling__all_gather__time,
        'bytes_sent_per_worker': recursive_doubling__all_gather__bytes_sent_per_worker,
        'total_bytes': recursive_doubling__all_gather__total_bytes,
        'latency_steps': recursive_doubling__all_gather__latency_steps,
        'busbw_factor': recursive_doubling__all_gather__busbw_factor,
        'lower_bound': recursive_doubling__all_gather__lower_bound,
        'min_comm_time': recursive_doubling__all_gather__min_comm_time,
        'required_bandwidth': recursive_doubling__all_gather__required_bandwidth,
        'max_gradient_bytes': recursive_doubling__all_gather__max_gradient_bytes,
        'max_latency': recursive_doubling__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'bruck/all-to-all': {
        'time': bruck__all_to_all__time,
        'bytes_sent_per_worker': bruck__all_to_all__bytes_sent_per_worker,
        'total_bytes': bruck__all_to_all__total_bytes,
        'latency_steps': bruck__all_to_all__latency_steps,
        'busbw_factor': bruck__all_to_all__busbw_factor,
        'lower_bound': bruck__all_to_all__lower_bound,
        'min_comm_time': bruck__all_to_all__min_comm_time,
        'required_bandwidth': bruck__all_to_all__required_bandwidth,
        'max_gradient_bytes': bruck__all_to_all__max_gradient_bytes,
        'max_latency': bruck__all_to_all__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'hierarchical-ring/all-reduce': {
        'time': hierarchical_ring__all_reduce__time,
        'bytes_sent_per_worker': hierarchical_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': hierarchical_ring__all_reduce__total_bytes,
        'latency_steps': hierarchical_ring__all_reduce__latency_steps,
        'busbw_factor': hierarchical_ring__all_reduce__busbw_factor,
        'lower_bound': hierarchical_ring__all_reduce__lower_bound,
        'min_comm_time': hierarchical_ring__all_reduce__min_comm_time,
        'required_bandwidth': hierarchical_ring__all_reduce__required_bandwidth,
        'max_gradient_bytes': hierarchical_ring__all_reduce__max_gradient_bytes,
        'max_latency': hierarchical_ring__all_reduce__max_latency,
        'max_workers': hierarchical_ring__all_reduce__max_workers,
        'max_workers_no_latency': hierarchical_ring__all_reduce__max_workers_no_latency,
        'workers_limit': hierarchical_ring__all_reduce__workers_limit,
    },
    'flat-ring/all-reduce': {
        'time': flat_ring__all_reduce__time,
        'bytes_sent_per_worker': flat_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': flat_ring__all_reduce__total_bytes,
        'latency_steps': flat_ring__all_reduce__latency_steps,
        'busbw_factor': flat_ring__all_reduce__busbw_factor,
        'lower_bound': flat_ring__all_reduce__lower_bound,
        'min_comm_time': flat_ring__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': None,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
}


def cluster__ring__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1)/N + K*(2*N - 2)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + ((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(L_base + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (2*N - 2*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))
    except RAISED:
        return retry(cluster__ring__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def cluster__ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(2*N - 2)/N
    except RAISED:
        return retry(cluster__ring__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__ring__all_reduce__total_bytes(*, K, N, **_):
    """ring/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(cluster__ring__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__ring__all_reduce__latency_steps(*, N, **_):
    """ring/all-reduce sequential message steps."""
    try:
        return 2*N - 2
    except RAISED:
        return retry(cluster__ring__all_reduce__latency_steps, {'N': N})


def cluster__ring__all_reduce__busbw_factor(*, N, **_):
    """ring/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__ring__all_reduce__busbw_factor, {'N': N})


def cluster__ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """ring/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__ring__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__ring__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """ring/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*N*eta_up*f_proto*((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(4*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceil_(N/G) - 1) + 2*(N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))*ceil_(R_nic*min_(N, G)/G) - 2*K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__ring__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'plat': plat, 'x_exit': x_exit})


def cluster__ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce K for a comm budget, bytes."""
    try:
        return N*f_proto*(-L_base*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + L_base*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - L_base*ceil_(N/G) - 2*N*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + 2*N*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*N*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*alpha*plat*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 2*alpha*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 2*alpha*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - 2*alpha*(ceil_(N/G)*ceil_(N/G)) - 2*alpha*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 2*alpha*ceil_(N/G) - 4*alpha_hop*plat*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*alpha_hop*plat*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*ceil_(N/G) + 2*plat*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + 2*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((N*f_proto*gamma + 2*N*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - f_proto*gamma - 2*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))*ceil_(N/G))
    except RAISED:
        return retry(cluster__ring__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def cluster__ring__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce alpha for a comm budget, s."""
    try:
        return (-1/2*K*N*f_proto*gamma*ceil_(N/G) - K*N*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + (1/2)*K*f_proto*gamma*ceil_(N/G) + K*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 1/2*L_base*N*f_proto*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1/2)*L_base*N*f_proto*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - 1/2*L_base*N*f_proto*ceil_(N/G) - (N*N)*f_proto*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + (N*N)*f_proto*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - (N*N)*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*N*alpha_hop*f_proto*plat*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*plat*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (1/2)*N*budget*f_proto*ceil_(N/G) + N*f_proto*plat*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - N*f_proto*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + N*f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(N*f_proto*(plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - plat*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(N/G) + min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__ring__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def cluster__ring__reduce_scatter__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter completion time, s."""
    try:
        return K*gamma*(N - 1)/N + K*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__ring__reduce_scatter__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce-scatter bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__ring__reduce_scatter__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__ring__reduce_scatter__total_bytes(*, K, N, **_):
    """ring/reduce-scatter bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__ring__reduce_scatter__total_bytes, {'K': K, 'N': N})


def cluster__ring__reduce_scatter__latency_steps(*, N, **_):
    """ring/reduce-scatter sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__ring__reduce_scatter__latency_steps, {'N': N})


def cluster__ring__reduce_scatter__busbw_factor(*, N, **_):
    """ring/reduce-scatter nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__ring__reduce_scatter__busbw_factor, {'N': N})


def cluster__ring__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """ring/reduce-scatter lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__ring__reduce_scatter__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__ring__reduce_scatter__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce-scatter time with infinite bandwidth, s."""
    try:
        return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + 2*B_intra*N*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__ring__reduce_scatter__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__ring__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter K for a comm budget, bytes."""
    try:
        return N*f_proto*(-L_base*ceil_(N/G) - N*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - alpha*(ceil_(N/G)*ceil_(N/G)) + alpha*ceil_(N/G) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*ceil_(N/G) + (ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((N*f_proto*gamma + N*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - f_proto*gamma - max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))*ceil_(N/G))
    except RAISED:
        return retry(cluster__ring__reduce_scatter__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__reduce_scatter__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter alpha for a comm budget, s."""
    try:
        return (-K*N*f_proto*gamma*ceil_(N/G) - K*N*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma*ceil_(N/G) + K*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*ceil_(N/G) - (N*N)*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + N*budget*f_proto*ceil_(N/G) + N*f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(N*f_proto*(ceil_(N/G) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__ring__reduce_scatter__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__all_gather__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather completion time, s."""
    try:
        return K*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__ring__all_gather__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-gather bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__ring__all_gather__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__ring__all_gather__total_bytes(*, K, N, **_):
    """ring/all-gather bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__ring__all_gather__total_bytes, {'K': K, 'N': N})


def cluster__ring__all_gather__latency_steps(*, N, **_):
    """ring/all-gather sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__ring__all_gather__latency_steps, {'N': N})


def cluster__ring__all_gather__busbw_factor(*, N, **_):
    """ring/all-gather nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__ring__all_gather__busbw_factor, {'N': N})


def cluster__ring__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """ring/all-gather lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__ring__all_gather__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__ring__all_gather__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/all-gather time with infinite bandwidth, s."""
    try:
        return (2*B_intra*N*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__ring__all_gather__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__ring__all_gather__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather K for a comm budget, bytes."""
    try:
        return N*f_proto*(-L_base*ceil_(N/G) - N*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - alpha*(ceil_(N/G)*ceil_(N/G)) + alpha*ceil_(N/G) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*ceil_(N/G) + (ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((N - 1)*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__ring__all_gather__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__all_gather__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather alpha for a comm budget, s."""
    try:
        return (-K*N*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + K*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*ceil_(N/G) - (N*N)*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + N*budget*f_proto*ceil_(N/G) + N*f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(N*f_proto*(ceil_(N/G) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__ring__all_gather__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__broadcast__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast completion time, s."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__ring__broadcast__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """ring/broadcast bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(cluster__ring__broadcast__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__ring__broadcast__total_bytes(*, K, N, **_):
    """ring/broadcast bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__ring__broadcast__total_bytes, {'K': K, 'N': N})


def cluster__ring__broadcast__latency_steps(*, N, **_):
    """ring/broadcast sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__ring__broadcast__latency_steps, {'N': N})


def cluster__ring__broadcast__busbw_factor(**_):
    """ring/broadcast nccl-tests busbw/algbw factor."""
    return float(1)


def cluster__ring__broadcast__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """ring/broadcast lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__ring__broadcast__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__ring__broadcast__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/broadcast time with infinite bandwidth, s."""
    try:
        return L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - K*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*f_proto)
    except RAISED:
        return retry(cluster__ring__broadcast__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__ring__broadcast__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast K for a comm budget, bytes."""
    try:
        return f_proto*(2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - (L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - budget - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))/(ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__ring__broadcast__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__broadcast__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast alpha for a comm budget, s."""
    try:
        return (-K*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - L_base*f_proto*ceil_(N/G) - N*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*f_proto*ceil_(N/G) + f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(f_proto*(ceil_(N/G) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__ring__broadcast__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce completion time, s."""
    try:
        return K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__ring__reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(cluster__ring__reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__ring__reduce__total_bytes(*, K, N, **_):
    """ring/reduce bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__ring__reduce__total_bytes, {'K': K, 'N': N})


def cluster__ring__reduce__latency_steps(*, N, **_):
    """ring/reduce sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__ring__reduce__latency_steps, {'N': N})


def cluster__ring__reduce__busbw_factor(**_):
    """ring/reduce nccl-tests busbw/algbw factor."""
    return float(1)


def cluster__ring__reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """ring/reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__ring__reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__ring__reduce__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce time with infinite bandwidth, s."""
    try:
        return K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - K*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*f_proto)
    except RAISED:
        return retry(cluster__ring__reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__ring__reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce K for a comm budget, bytes."""
    try:
        return f_proto*(-L_base*ceil_(N/G) - N*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - alpha*(ceil_(N/G)*ceil_(N/G)) + alpha*ceil_(N/G) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*ceil_(N/G) + (ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((f_proto*gamma + max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0))
    except RAISED:
        return retry(cluster__ring__reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce alpha for a comm budget, s."""
    try:
        return (-K*f_proto*gamma*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0) - K*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - L_base*f_proto*ceil_(N/G) - N*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*f_proto*ceil_(N/G) + f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(f_proto*(ceil_(N/G) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__ring__reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__ring__all_to_all__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """ring/all-to-all completion time, s."""
    try:
        return L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + max_(K*(min_(N, G) - 1)/(B_intra*N*eta_up), K*(N - min_(N, G))*((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/f_proto
    except RAISED:
        return retry(cluster__ring__all_to_all__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__ring__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-to-all bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__ring__all_to_all__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__ring__all_to_all__total_bytes(*, K, N, **_):
    """ring/all-to-all bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__ring__all_to_all__total_bytes, {'K': K, 'N': N})


def cluster__ring__all_to_all__latency_steps(*, N, **_):
    """ring/all-to-all sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__ring__all_to_all__latency_steps, {'N': N})


def cluster__ring__all_to_all__busbw_factor(*, N, **_):
    """ring/all-to-all nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__ring__all_to_all__busbw_factor, {'N': N})


def cluster__ring__all_to_all__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """ring/all-to-all lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))*min_(N, G)/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(n_leaf*min_(N, G), N)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__ring__all_to_all__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__ring__all_to_all__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, **_):
    """ring/all-to-all time with infinite bandwidth, s."""
    try:
        return (B_intra*N*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1)) + K*(min_(N, G) - 1))/(B_intra*N*eta_up*f_proto)
    except RAISED:
        return retry(cluster__ring__all_to_all__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def cluster__ring__all_to_all__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """ring/all-to-all alpha for a comm budget, s."""
    try:
        return (-L_base*f_proto - 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) - alpha_intra*f_proto*min_(N, G) + alpha_intra*f_proto + budget*f_proto - max_(K*(min_(N, G) - 1)/(B_intra*N*eta_up), K*(N*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - N*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + N - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) + (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G) - min_(N, G))*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*eta_net*(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))))/(f_proto*(ceil_(N/G) - 1))
    except RAISED:
        return retry(cluster__ring__all_to_all__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__double_binary_tree__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce completion time, s."""
    try:
        return K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + K*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(((1/2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + (1/2)*(1.0 if (ceil_(N/G)) > (3) else 0.0) + 1)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), ((1/2)*(ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 1)*ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))))/f_proto + L_base + 2*alpha_intra*(min_(N, G) - 1) + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(cluster__double_binary_tree__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__double_binary_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by the busiest worker."""
    try:
        return 2*K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(cluster__double_binary_tree__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__double_binary_tree__all_reduce__total_bytes(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(cluster__double_binary_tree__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__double_binary_tree__all_reduce__latency_steps(*, G, N, **_):
    """double-binary-tree/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(ceil_(N/G)) - 1.0) + 2*min_(N, G) - 2
    except RAISED:
        return retry(cluster__double_binary_tree__all_reduce__latency_steps, {'G': G, 'N': N})


def cluster__double_binary_tree__all_reduce__busbw_factor(*, N, **_):
    """double-binary-tree/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__double_binary_tree__all_reduce__busbw_factor, {'N': N})


def cluster__double_binary_tree__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """double-binary-tree/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__double_binary_tree__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__double_binary_tree__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, gamma, n_leaf, **_):
    """double-binary-tree/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*eta_up*f_proto*(K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + L_base + 2*alpha_intra*(min_(N, G) - 1) + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)) + K*((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*eta_up*f_proto)
    except RAISED:
        return retry(cluster__double_binary_tree__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf})


def cluster__double_binary_tree__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce K for a comm budget, bytes."""
    try:
        return f_proto*(-L_base - 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) - 2*alpha_intra*min_(N, G) + 2*alpha_intra + budget)/(f_proto*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_((1/2)*((1.0 if (ceil_(N/G)) > (2) else 0.0) + (1.0 if (ceil_(N/G)) > (3) else 0.0) + 2)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), (1/2)*((ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 2)*ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G)))))
    except RAISED:
        return retry(cluster__double_binary_tree__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__double_binary_tree__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce alpha for a comm budget, s."""
    try:
        return (1/2)*(-K*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_((1/2)*((1.0 if (ceil_(N/G)) > (2) else 0.0) + (1.0 if (ceil_(N/G)) > (3) else 0.0) + 2)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), (1/2)*((ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 2)*ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G)))) - 4*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) - f_proto*(K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + L_base + 2*alpha_intra*min_(N, G) - 2*alpha_intra - budget))/(f_proto*(frexp_exponent(ceil_(N/G)) - 1.0))
    except RAISED:
        return retry(cluster__double_binary_tree__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__nvls__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce completion time, s."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)
    except RAISED:
        return retry(cluster__nvls__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__nvls__all_reduce__bytes_sent_per_worker(*, G, K, N, R_nic, **_):
    """nvls/all-reduce bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0) + K*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/min_(-G*(ceil_(N/G) - 1) + N, ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))
    except RAISED:
        return retry(cluster__nvls__all_reduce__bytes_sent_per_worker, {'G': G, 'K': K, 'N': N, 'R_nic': R_nic})


def cluster__nvls__all_reduce__total_bytes(*, K, N, **_):
    """nvls/all-reduce bytes sent by all workers."""
    try:
        return K*N
    except RAISED:
        return retry(cluster__nvls__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__nvls__all_reduce__latency_steps(*, G, N, **_):
    """nvls/all-reduce sequential message steps."""
    try:
        return min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1
    except RAISED:
        return retry(cluster__nvls__all_reduce__latency_steps, {'G': G, 'N': N})


def cluster__nvls__all_reduce__busbw_factor(*, N, **_):
    """nvls/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__nvls__all_reduce__busbw_factor, {'N': N})


def cluster__nvls__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """nvls/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__nvls__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__nvls__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_nvls, f_proto, n_leaf, **_):
    """nvls/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*eta_nvls*f_proto*(L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K*min_(float(frexp_exponent(N - 1)), 1.0))/(B_intra*eta_nvls*f_proto)
    except RAISED:
        return retry(cluster__nvls__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf})


def cluster__nvls__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce K for a comm budget, bytes."""
    try:
        return f_proto*(-L_base - alpha*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - alpha_intra + budget)/(min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__nvls__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__nvls__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce alpha for a comm budget, s."""
    try:
        return (-K*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - f_proto*(L_base + alpha_intra - budget))/(f_proto*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__nvls__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__nvls__all_gather__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather completion time, s."""
    try:
        return K*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)
    except RAISED:
        return retry(cluster__nvls__all_gather__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__nvls__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """nvls/all-gather bytes sent by the busiest worker."""
    try:
        return K/N
    except RAISED:
        return retry(cluster__nvls__all_gather__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__nvls__all_gather__total_bytes(*, K, **_):
    """nvls/all-gather bytes sent by all workers."""
    try:
        return K
    except RAISED:
        return retry(cluster__nvls__all_gather__total_bytes, {'K': K})


def cluster__nvls__all_gather__latency_steps(*, G, N, **_):
    """nvls/all-gather sequential message steps."""
    try:
        return min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1
    except RAISED:
        return retry(cluster__nvls__all_gather__latency_steps, {'G': G, 'N': N})


def cluster__nvls__all_gather__busbw_factor(*, N, **_):
    """nvls/all-gather nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__nvls__all_gather__busbw_factor, {'N': N})


def cluster__nvls__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """nvls/all-gather lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__nvls__all_gather__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__nvls__all_gather__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/all-gather time with infinite bandwidth, s."""
    try:
        return (B_intra*N*eta_up*f_proto*(L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))*ceil_(R_nic*min_(N, G)/G) - K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__nvls__all_gather__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__nvls__all_gather__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather K for a comm budget, bytes."""
    try:
        return N*f_proto*(-L_base - alpha*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - alpha_intra + budget)/((N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__nvls__all_gather__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__nvls__all_gather__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather alpha for a comm budget, s."""
    try:
        return (-K*N*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + K*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - N*f_proto*(L_base + alpha_intra - budget))/(N*f_proto*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__nvls__all_gather__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__nvls__reduce_scatter__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter completion time, s."""
    try:
        return K*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)
    except RAISED:
        return retry(cluster__nvls__reduce_scatter__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__nvls__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """nvls/reduce-scatter bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__nvls__reduce_scatter__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__nvls__reduce_scatter__total_bytes(*, K, N, **_):
    """nvls/reduce-scatter bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__nvls__reduce_scatter__total_bytes, {'K': K, 'N': N})


def cluster__nvls__reduce_scatter__latency_steps(*, G, N, **_):
    """nvls/reduce-scatter sequential message steps."""
    try:
        return min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1
    except RAISED:
        return retry(cluster__nvls__reduce_scatter__latency_steps, {'G': G, 'N': N})


def cluster__nvls__reduce_scatter__busbw_factor(*, N, **_):
    """nvls/reduce-scatter nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__nvls__reduce_scatter__busbw_factor, {'N': N})


def cluster__nvls__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """nvls/reduce-scatter lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__nvls__reduce_scatter__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__nvls__reduce_scatter__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/reduce-scatter time with infinite bandwidth, s."""
    try:
        return (B_intra*N*eta_up*f_proto*(L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))*ceil_(R_nic*min_(N, G)/G) - K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__nvls__reduce_scatter__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__nvls__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter K for a comm budget, bytes."""
    try:
        return N*f_proto*(-L_base - alpha*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - alpha_intra + budget)/((N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__nvls__reduce_scatter__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__nvls__reduce_scatter__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter alpha for a comm budget, s."""
    try:
        return (-K*N*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + K*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - N*f_proto*(L_base + alpha_intra - budget))/(N*f_proto*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__nvls__reduce_scatter__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__nvls_tree__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce completion time, s."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(((1/2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + (1/2)*(1.0 if (ceil_(N/G)) > (3) else 0.0) + 1)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), ((1/2)*(ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 1)*ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))))/f_proto + L_base + alpha_intra + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(cluster__nvls_tree__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__nvls_tree__all_reduce__bytes_sent_per_worker(*, G, K, N, R_nic, **_):
    """nvls-tree/all-reduce bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0) + K*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(((1/2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + (1/2)*(1.0 if (ceil_(N/G)) > (3) else 0.0) + 1)/min_(min_(N, G), ceil_(R_nic*min_(N, G)/G)), ((1/2)*(ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 1)/min_(-G*(ceil_(N/G) - 1) + N, ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))
    except RAISED:
        return retry(cluster__nvls_tree__all_reduce__bytes_sent_per_worker, {'G': G, 'K': K, 'N': N, 'R_nic': R_nic})


def cluster__nvls_tree__all_reduce__total_bytes(*, K, N, **_):
    """nvls-tree/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(cluster__nvls_tree__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__nvls_tree__all_reduce__latency_steps(*, G, N, **_):
    """nvls-tree/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(ceil_(N/G)) - 1.0) + 1
    except RAISED:
        return retry(cluster__nvls_tree__all_reduce__latency_steps, {'G': G, 'N': N})


def cluster__nvls_tree__all_reduce__busbw_factor(*, N, **_):
    """nvls-tree/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__nvls_tree__all_reduce__busbw_factor, {'N': N})


def cluster__nvls_tree__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """nvls-tree/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__nvls_tree__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__nvls_tree__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_nvls, f_proto, n_leaf, **_):
    """nvls-tree/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*eta_nvls*f_proto*(L_base + alpha_intra + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)) + K*min_(float(frexp_exponent(N - 1)), 1.0))/(B_intra*eta_nvls*f_proto)
    except RAISED:
        return retry(cluster__nvls_tree__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf})


def cluster__nvls_tree__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce K for a comm budget, bytes."""
    try:
        return f_proto*(-L_base - 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) - alpha_intra + budget)/(min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_((1/2)*((1.0 if (ceil_(N/G)) > (2) else 0.0) + (1.0 if (ceil_(N/G)) > (3) else 0.0) + 2)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), (1/2)*((ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 2)*ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G)))))
    except RAISED:
        return retry(cluster__nvls_tree__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__nvls_tree__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce alpha for a comm budget, s."""
    try:
        return (1/2)*(-K*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_((1/2)*((1.0 if (ceil_(N/G)) > (2) else 0.0) + (1.0 if (ceil_(N/G)) > (3) else 0.0) + 2)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), (1/2)*((ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 2)*ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G)))) - 4*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) - f_proto*(L_base + alpha_intra - budget))/(f_proto*(frexp_exponent(ceil_(N/G)) - 1.0))
    except RAISED:
        return retry(cluster__nvls_tree__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__collnet_direct__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce completion time, s."""
    try:
        return K*max_(2*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*min_(N, G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)
    except RAISED:
        return retry(cluster__collnet_direct__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__collnet_direct__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """collnet-direct/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(2*min_(N, G) - 1)*min_(float(frexp_exponent(N - 1)), 1.0)/min_(N, G)
    except RAISED:
        return retry(cluster__collnet_direct__all_reduce__bytes_sent_per_worker, {'G': G, 'K': K, 'N': N})


def cluster__collnet_direct__all_reduce__total_bytes(*, K, N, **_):
    """collnet-direct/all-reduce bytes sent by all workers."""
    try:
        return K*N
    except RAISED:
        return retry(cluster__collnet_direct__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__collnet_direct__all_reduce__latency_steps(*, G, N, **_):
    """collnet-direct/all-reduce sequential message steps."""
    try:
        return 2*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + 1
    except RAISED:
        return retry(cluster__collnet_direct__all_reduce__latency_steps, {'G': G, 'N': N})


def cluster__collnet_direct__all_reduce__busbw_factor(*, N, **_):
    """collnet-direct/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__collnet_direct__all_reduce__busbw_factor, {'N': N})


def cluster__collnet_direct__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """collnet-direct/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__collnet_direct__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__collnet_direct__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, **_):
    """collnet-direct/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*min_(N, G) + 2*K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*eta_up*f_proto*min_(N, G))
    except RAISED:
        return retry(cluster__collnet_direct__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def cluster__collnet_direct__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce K for a comm budget, bytes."""
    try:
        return f_proto*(-L_base - alpha - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) - 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + budget)/max_(2*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*min_(N, G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))
    except RAISED:
        return retry(cluster__collnet_direct__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__collnet_direct__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce alpha for a comm budget, s."""
    try:
        return (-K*max_(2*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*min_(N, G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - f_proto*(L_base + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) - budget))/f_proto
    except RAISED:
        return retry(cluster__collnet_direct__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__collnet_chain__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce completion time, s."""
    try:
        return K*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + alpha_intra*(2*min_(N, G) - 2)
    except RAISED:
        return retry(cluster__collnet_chain__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__collnet_chain__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """collnet-chain/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(cluster__collnet_chain__all_reduce__bytes_sent_per_worker, {'G': G, 'K': K, 'N': N})


def cluster__collnet_chain__all_reduce__total_bytes(*, K, N, **_):
    """collnet-chain/all-reduce bytes sent by all workers."""
    try:
        return 2*K*N
    except RAISED:
        return retry(cluster__collnet_chain__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__collnet_chain__all_reduce__latency_steps(*, G, N, **_):
    """collnet-chain/all-reduce sequential message steps."""
    try:
        return 2*min_(N, G) - 1
    except RAISED:
        return retry(cluster__collnet_chain__all_reduce__latency_steps, {'G': G, 'N': N})


def cluster__collnet_chain__all_reduce__busbw_factor(*, N, **_):
    """collnet-chain/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__collnet_chain__all_reduce__busbw_factor, {'N': N})


def cluster__collnet_chain__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """collnet-chain/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__collnet_chain__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__collnet_chain__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, **_):
    """collnet-chain/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*(min_(N, G) - 1)) + K*((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*eta_up*f_proto)
    except RAISED:
        return retry(cluster__collnet_chain__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def cluster__collnet_chain__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce K for a comm budget, bytes."""
    try:
        return f_proto*(-L_base - alpha - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) - 2*alpha_intra*min_(N, G) + 2*alpha_intra + budget)/max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))
    except RAISED:
        return retry(cluster__collnet_chain__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__collnet_chain__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce alpha for a comm budget, s."""
    try:
        return (-K*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - f_proto*(L_base + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(N, G) - 2*alpha_intra - budget))/f_proto
    except RAISED:
        return retry(cluster__collnet_chain__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__pat__all_gather__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather completion time, s."""
    try:
        return K*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(cluster__pat__all_gather__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__pat__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """pat/all-gather bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__pat__all_gather__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__pat__all_gather__total_bytes(*, K, N, **_):
    """pat/all-gather bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__pat__all_gather__total_bytes, {'K': K, 'N': N})


def cluster__pat__all_gather__latency_steps(*, G, N, **_):
    """pat/all-gather sequential message steps."""
    try:
        return (frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(cluster__pat__all_gather__latency_steps, {'G': G, 'N': N})


def cluster__pat__all_gather__busbw_factor(*, N, **_):
    """pat/all-gather nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__pat__all_gather__busbw_factor, {'N': N})


def cluster__pat__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """pat/all-gather lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__pat__all_gather__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__pat__all_gather__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, x_exit, **_):
    """pat/all-gather time with infinite bandwidth, s."""
    try:
        return ((1/7)*B_intra*N*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0))*ceil_(R_nic*min_(N, G)/G) - K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__pat__all_gather__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__pat__all_gather__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather K for a comm budget, bytes."""
    try:
        return (1/7)*N*f_proto*(-7*L_base - 7*N*alpha_intra - 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) - 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) + 7*budget)/((N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__pat__all_gather__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__pat__all_gather__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather alpha for a comm budget, s."""
    try:
        return (7/2)*(-K*N*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + K*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) - N*f_proto*(L_base + N*alpha_intra - budget))/(N*f_proto*(frexp_exponent(ceil_(N/G)) - 1.0))
    except RAISED:
        return retry(cluster__pat__all_gather__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__pat__reduce_scatter__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter completion time, s."""
    try:
        return K*gamma*(N - 1)/N + K*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(cluster__pat__reduce_scatter__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__pat__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """pat/reduce-scatter bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__pat__reduce_scatter__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__pat__reduce_scatter__total_bytes(*, K, N, **_):
    """pat/reduce-scatter bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__pat__reduce_scatter__total_bytes, {'K': K, 'N': N})


def cluster__pat__reduce_scatter__latency_steps(*, G, N, **_):
    """pat/reduce-scatter sequential message steps."""
    try:
        return (frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(cluster__pat__reduce_scatter__latency_steps, {'G': G, 'N': N})


def cluster__pat__reduce_scatter__busbw_factor(*, N, **_):
    """pat/reduce-scatter nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__pat__reduce_scatter__busbw_factor, {'N': N})


def cluster__pat__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """pat/reduce-scatter lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__pat__reduce_scatter__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__pat__reduce_scatter__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """pat/reduce-scatter time with infinite bandwidth, s."""
    try:
        return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceil_(R_nic*min_(N, G)/G) + (1/7)*B_intra*N*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0))*ceil_(R_nic*min_(N, G)/G) - K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__pat__reduce_scatter__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__pat__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter K for a comm budget, bytes."""
    try:
        return (1/7)*N*f_proto*(-7*L_base - 7*N*alpha_intra - 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) - 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) + 7*budget)/(N*f_proto*gamma + N*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - f_proto*gamma - max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__pat__reduce_scatter__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__pat__reduce_scatter__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter alpha for a comm budget, s."""
    try:
        return (7/2)*(-K*N*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma + K*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) - N*f_proto*(K*gamma + L_base + N*alpha_intra - budget))/(N*f_proto*(frexp_exponent(ceil_(N/G)) - 1.0))
    except RAISED:
        return retry(cluster__pat__reduce_scatter__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1)/N + K*(2*N - 2)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + ((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(L_base + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (2*N - 2*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))
    except RAISED:
        return retry(cluster__flat_ring__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def cluster__flat_ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(2*N - 2)/N
    except RAISED:
        return retry(cluster__flat_ring__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__flat_ring__all_reduce__total_bytes(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(cluster__flat_ring__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__flat_ring__all_reduce__latency_steps(*, N, **_):
    """flat-ring/all-reduce sequential message steps."""
    try:
        return 2*N - 2
    except RAISED:
        return retry(cluster__flat_ring__all_reduce__latency_steps, {'N': N})


def cluster__flat_ring__all_reduce__busbw_factor(*, N, **_):
    """flat-ring/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__flat_ring__all_reduce__busbw_factor, {'N': N})


def cluster__flat_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """flat-ring/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__flat_ring__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__flat_ring__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """flat-ring/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*N*eta_up*f_proto*((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(4*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceil_(N/G) - 1) + 2*(N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))*ceil_(R_nic*min_(N, G)/G) - 2*K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__flat_ring__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'plat': plat, 'x_exit': x_exit})


def cluster__flat_ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce K for a comm budget, bytes."""
    try:
        return N*f_proto*(-L_base*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + L_base*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - L_base*ceil_(N/G) - 2*N*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + 2*N*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*N*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*alpha*plat*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 2*alpha*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 2*alpha*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - 2*alpha*(ceil_(N/G)*ceil_(N/G)) - 2*alpha*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 2*alpha*ceil_(N/G) - 4*alpha_hop*plat*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*alpha_hop*plat*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*ceil_(N/G) + 2*plat*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + 2*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((N*f_proto*gamma + 2*N*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - f_proto*gamma - 2*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))*ceil_(N/G))
    except RAISED:
        return retry(cluster__flat_ring__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def cluster__flat_ring__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce alpha for a comm budget, s."""
    try:
        return (-1/2*K*N*f_proto*gamma*ceil_(N/G) - K*N*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + (1/2)*K*f_proto*gamma*ceil_(N/G) + K*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 1/2*L_base*N*f_proto*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1/2)*L_base*N*f_proto*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - 1/2*L_base*N*f_proto*ceil_(N/G) - (N*N)*f_proto*plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + (N*N)*f_proto*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - (N*N)*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*N*alpha_hop*f_proto*plat*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*plat*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (1/2)*N*budget*f_proto*ceil_(N/G) + N*f_proto*plat*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - N*f_proto*(ceil_(N/G)*ceil_(N/G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + N*f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(N*f_proto*(plat*ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - plat*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(N/G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(N/G) + min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__flat_ring__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def cluster__flat_ring__reduce_scatter__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter completion time, s."""
    try:
        return K*gamma*(N - 1)/N + K*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__flat_ring__reduce_scatter__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/reduce-scatter bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__flat_ring__reduce_scatter__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__flat_ring__reduce_scatter__total_bytes(*, K, N, **_):
    """flat-ring/reduce-scatter bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__flat_ring__reduce_scatter__total_bytes, {'K': K, 'N': N})


def cluster__flat_ring__reduce_scatter__latency_steps(*, N, **_):
    """flat-ring/reduce-scatter sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__flat_ring__reduce_scatter__latency_steps, {'N': N})


def cluster__flat_ring__reduce_scatter__busbw_factor(*, N, **_):
    """flat-ring/reduce-scatter nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__flat_ring__reduce_scatter__busbw_factor, {'N': N})


def cluster__flat_ring__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """flat-ring/reduce-scatter lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__flat_ring__reduce_scatter__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__flat_ring__reduce_scatter__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce-scatter time with infinite bandwidth, s."""
    try:
        return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + 2*B_intra*N*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__flat_ring__reduce_scatter__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__flat_ring__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter K for a comm budget, bytes."""
    try:
        return N*f_proto*(-L_base*ceil_(N/G) - N*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - alpha*(ceil_(N/G)*ceil_(N/G)) + alpha*ceil_(N/G) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*ceil_(N/G) + (ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((N*f_proto*gamma + N*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - f_proto*gamma - max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))*ceil_(N/G))
    except RAISED:
        return retry(cluster__flat_ring__reduce_scatter__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__reduce_scatter__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter alpha for a comm budget, s."""
    try:
        return (-K*N*f_proto*gamma*ceil_(N/G) - K*N*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma*ceil_(N/G) + K*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*ceil_(N/G) - (N*N)*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + N*budget*f_proto*ceil_(N/G) + N*f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(N*f_proto*(ceil_(N/G) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__flat_ring__reduce_scatter__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__all_gather__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather completion time, s."""
    try:
        return K*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__flat_ring__all_gather__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/all-gather bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__flat_ring__all_gather__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__flat_ring__all_gather__total_bytes(*, K, N, **_):
    """flat-ring/all-gather bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__flat_ring__all_gather__total_bytes, {'K': K, 'N': N})


def cluster__flat_ring__all_gather__latency_steps(*, N, **_):
    """flat-ring/all-gather sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__flat_ring__all_gather__latency_steps, {'N': N})


def cluster__flat_ring__all_gather__busbw_factor(*, N, **_):
    """flat-ring/all-gather nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__flat_ring__all_gather__busbw_factor, {'N': N})


def cluster__flat_ring__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """flat-ring/all-gather lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__flat_ring__all_gather__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__flat_ring__all_gather__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/all-gather time with infinite bandwidth, s."""
    try:
        return (2*B_intra*N*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(cluster__flat_ring__all_gather__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__flat_ring__all_gather__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather K for a comm budget, bytes."""
    try:
        return N*f_proto*(-L_base*ceil_(N/G) - N*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - alpha*(ceil_(N/G)*ceil_(N/G)) + alpha*ceil_(N/G) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*ceil_(N/G) + (ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((N - 1)*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__flat_ring__all_gather__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__all_gather__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather alpha for a comm budget, s."""
    try:
        return (-K*N*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + K*ceil_(N/G)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*ceil_(N/G) - (N*N)*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + N*budget*f_proto*ceil_(N/G) + N*f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(N*f_proto*(ceil_(N/G) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__flat_ring__all_gather__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__broadcast__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast completion time, s."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__flat_ring__broadcast__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/broadcast bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(cluster__flat_ring__broadcast__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__flat_ring__broadcast__total_bytes(*, K, N, **_):
    """flat-ring/broadcast bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__flat_ring__broadcast__total_bytes, {'K': K, 'N': N})


def cluster__flat_ring__broadcast__latency_steps(*, N, **_):
    """flat-ring/broadcast sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__flat_ring__broadcast__latency_steps, {'N': N})


def cluster__flat_ring__broadcast__busbw_factor(**_):
    """flat-ring/broadcast nccl-tests busbw/algbw factor."""
    return float(1)


def cluster__flat_ring__broadcast__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """flat-ring/broadcast lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__flat_ring__broadcast__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__flat_ring__broadcast__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/broadcast time with infinite bandwidth, s."""
    try:
        return L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - K*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*f_proto)
    except RAISED:
        return retry(cluster__flat_ring__broadcast__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__flat_ring__broadcast__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast K for a comm budget, bytes."""
    try:
        return f_proto*(2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - (L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - budget - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))/(ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__flat_ring__broadcast__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__broadcast__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast alpha for a comm budget, s."""
    try:
        return (-K*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - L_base*f_proto*ceil_(N/G) - N*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*f_proto*ceil_(N/G) + f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(f_proto*(ceil_(N/G) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__flat_ring__broadcast__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce completion time, s."""
    try:
        return K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__flat_ring__reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__reduce__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/reduce bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(cluster__flat_ring__reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__flat_ring__reduce__total_bytes(*, K, N, **_):
    """flat-ring/reduce bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__flat_ring__reduce__total_bytes, {'K': K, 'N': N})


def cluster__flat_ring__reduce__latency_steps(*, N, **_):
    """flat-ring/reduce sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__flat_ring__reduce__latency_steps, {'N': N})


def cluster__flat_ring__reduce__busbw_factor(**_):
    """flat-ring/reduce nccl-tests busbw/algbw factor."""
    return float(1)


def cluster__flat_ring__reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """flat-ring/reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__flat_ring__reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__flat_ring__reduce__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce time with infinite bandwidth, s."""
    try:
        return K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - K*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*f_proto)
    except RAISED:
        return retry(cluster__flat_ring__reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def cluster__flat_ring__reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce K for a comm budget, bytes."""
    try:
        return f_proto*(-L_base*ceil_(N/G) - N*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - alpha*(ceil_(N/G)*ceil_(N/G)) + alpha*ceil_(N/G) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*ceil_(N/G) + (ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((f_proto*gamma + max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0))
    except RAISED:
        return retry(cluster__flat_ring__reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce alpha for a comm budget, s."""
    try:
        return (-K*f_proto*gamma*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0) - K*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*ceil_(R_nic*min_(N, G)/G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - L_base*f_proto*ceil_(N/G) - N*f_proto*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + budget*f_proto*ceil_(N/G) + f_proto*(ceil_(N/G)*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(f_proto*(ceil_(N/G) - 1)*ceil_(N/G))
    except RAISED:
        return retry(cluster__flat_ring__reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def cluster__flat_ring__all_to_all__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """flat-ring/all-to-all completion time, s."""
    try:
        return L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + max_(K*(min_(N, G) - 1)/(B_intra*N*eta_up), K*(N - min_(N, G))*((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/f_proto
    except RAISED:
        return retry(cluster__flat_ring__all_to_all__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__flat_ring__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/all-to-all bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__flat_ring__all_to_all__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__flat_ring__all_to_all__total_bytes(*, K, N, **_):
    """flat-ring/all-to-all bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__flat_ring__all_to_all__total_bytes, {'K': K, 'N': N})


def cluster__flat_ring__all_to_all__latency_steps(*, N, **_):
    """flat-ring/all-to-all sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__flat_ring__all_to_all__latency_steps, {'N': N})


def cluster__flat_ring__all_to_all__busbw_factor(*, N, **_):
    """flat-ring/all-to-all nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__flat_ring__all_to_all__busbw_factor, {'N': N})


def cluster__flat_ring__all_to_all__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """flat-ring/all-to-all lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))*min_(N, G)/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(n_leaf*min_(N, G), N)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__flat_ring__all_to_all__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__flat_ring__all_to_all__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, **_):
    """flat-ring/all-to-all time with infinite bandwidth, s."""
    try:
        return (B_intra*N*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1)) + K*(min_(N, G) - 1))/(B_intra*N*eta_up*f_proto)
    except RAISED:
        return retry(cluster__flat_ring__all_to_all__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def cluster__flat_ring__all_to_all__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """flat-ring/all-to-all alpha for a comm budget, s."""
    try:
        return (-L_base*f_proto - 2*alpha_hop*f_proto*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) - alpha_intra*f_proto*min_(N, G) + alpha_intra*f_proto + budget*f_proto - max_(K*(min_(N, G) - 1)/(B_intra*N*eta_up), K*(N*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - N*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + N - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) + (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G) - min_(N, G))*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*eta_net*(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))))/(f_proto*(ceil_(N/G) - 1))
    except RAISED:
        return retry(cluster__flat_ring__all_to_all__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'L_base': L_base, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__hierarchical_ring__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1)/N + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + alpha_intra*(2*min_(N, G) - 2) + K*(2*min_(N, G) - 2)/(B_intra*eta_up*min_(N, G)) + K*((max_(1, o_sub/n_leaf) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*(2*ceil_(N/G) - 2)*((ceil_(min_(N, G)/R_nic)) if ((R_nic < min_(N, G))) else (1/floor_(R_nic/min_(N, G))))/(B*eta_net*ceil_(N/G)*min_(N, G))
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__hierarchical_ring__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(2*ceil_(N/G) - 2)/(ceil_(N/G)*min_(N, G)) + K*(2*min_(N, G) - 2)/min_(N, G)
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__bytes_sent_per_worker, {'G': G, 'K': K, 'N': N})


def cluster__hierarchical_ring__all_reduce__total_bytes(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by all workers."""
    try:
        return N*(K*(2*ceil_(N/G) - 2)/(ceil_(N/G)*min_(N, G)) + K*(2*min_(N, G) - 2)/min_(N, G))
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__total_bytes, {'G': G, 'K': K, 'N': N})


def cluster__hierarchical_ring__all_reduce__latency_steps(*, G, N, **_):
    """hierarchical-ring/all-reduce sequential message steps."""
    try:
        return 2*ceil_(N/G) + 2*min_(N, G) - 4
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__latency_steps, {'G': G, 'N': N})


def cluster__hierarchical_ring__all_reduce__busbw_factor(*, N, **_):
    """hierarchical-ring/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__busbw_factor, {'N': N})


def cluster__hierarchical_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """hierarchical-ring/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__hierarchical_ring__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """hierarchical-ring/all-reduce time with infinite bandwidth, s."""
    try:
        return K*gamma - K*gamma/N + 2*alpha*ceil_(N/G) - 2*alpha + 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + 2*alpha_intra*min_(N, G) - 2*alpha_intra + 2*K/(B_intra*eta_up) - 2*K/(B_intra*eta_up*min_(N, G))
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def cluster__hierarchical_ring__all_reduce__required_bandwidth(*, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce B for a comm budget, bytes/s."""
    try:
        return ((2*B_intra*K*N*eta_up*((1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) + (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + ceil_(N/G) - 1)*ceil_(min_(N, G)/R_nic)/(eta_net*(-B_intra*K*N*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*K*eta_up*gamma*ceil_(N/G)*min_(N, G) - 2*B_intra*N*alpha*eta_up*(ceil_(N/G)*ceil_(N/G))*min_(N, G) + 2*B_intra*N*alpha*eta_up*ceil_(N/G)*min_(N, G) - 4*B_intra*N*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*ceil_(N/G)*(min_(N, G)*min_(N, G)) + 2*B_intra*N*alpha_intra*eta_up*ceil_(N/G)*min_(N, G) + B_intra*N*budget*eta_up*ceil_(N/G)*min_(N, G) - 2*K*N*ceil_(N/G)*min_(N, G) + 2*K*N*ceil_(N/G)))) if ((R_nic < min_(N, G))) else (2*B_intra*K*N*eta_up*((1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) + (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + ceil_(N/G) - 1)/(eta_net*(-B_intra*K*N*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*K*eta_up*gamma*ceil_(N/G)*min_(N, G) - 2*B_intra*N*alpha*eta_up*(ceil_(N/G)*ceil_(N/G))*min_(N, G) + 2*B_intra*N*alpha*eta_up*ceil_(N/G)*min_(N, G) - 4*B_intra*N*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*ceil_(N/G)*(min_(N, G)*min_(N, G)) + 2*B_intra*N*alpha_intra*eta_up*ceil_(N/G)*min_(N, G) + B_intra*N*budget*eta_up*ceil_(N/G)*min_(N, G) - 2*K*N*ceil_(N/G)*min_(N, G) + 2*K*N*ceil_(N/G))*floor_(R_nic/min_(N, G)))))
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__required_bandwidth, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__hierarchical_ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce K for a comm budget, bytes."""
    try:
        return ((B*B_intra*N*eta_net*eta_up*(-2*alpha*(ceil_(N/G)*ceil_(N/G)) + 2*alpha*ceil_(N/G) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_intra*ceil_(N/G)*min_(N, G) + 2*alpha_intra*ceil_(N/G) + budget*ceil_(N/G))*min_(N, G)/(B*B_intra*N*eta_net*eta_up*gamma*ceil_(N/G)*min_(N, G) - B*B_intra*eta_net*eta_up*gamma*ceil_(N/G)*min_(N, G) + 2*B*N*eta_net*ceil_(N/G)*min_(N, G) - 2*B*N*eta_net*ceil_(N/G) + 2*B_intra*N*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*ceil_(min_(N, G)/R_nic)*max_(1, o_sub/n_leaf) - 2*B_intra*N*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*ceil_(min_(N, G)/R_nic) - 2*B_intra*N*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(min_(N, G)/R_nic)*max_(1, o_sub/n_leaf) + 2*B_intra*N*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(min_(N, G)/R_nic) + 2*B_intra*N*eta_up*ceil_(N/G)*ceil_(min_(N, G)/R_nic) - 2*B_intra*N*eta_up*ceil_(min_(N, G)/R_nic))) if ((R_nic < min_(N, G))) else (B*B_intra*N*eta_net*eta_up*(-2*alpha*(ceil_(N/G)*ceil_(N/G)) + 2*alpha*ceil_(N/G) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_intra*ceil_(N/G)*min_(N, G) + 2*alpha_intra*ceil_(N/G) + budget*ceil_(N/G))*floor_(R_nic/min_(N, G))*min_(N, G)/(B*eta_net*(B_intra*N*eta_up*gamma*min_(N, G) - B_intra*eta_up*gamma*min_(N, G) + 2*N*min_(N, G) - 2*N)*ceil_(N/G)*floor_(R_nic/min_(N, G)) + 2*B_intra*N*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(1, o_sub/n_leaf) - 2*B_intra*N*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G) - 2*B_intra*N*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) + 2*B_intra*N*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*B_intra*N*eta_up*ceil_(N/G) - 2*B_intra*N*eta_up)))
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__hierarchical_ring__all_reduce__max_latency(*, B, B_intra, G, K, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce alpha for a comm budget, s."""
    try:
        return ((((1/2)*B*eta_net*(-B_intra*K*N*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*K*eta_up*gamma*ceil_(N/G)*min_(N, G) - 4*B_intra*N*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*ceil_(N/G)*(min_(N, G)*min_(N, G)) + 2*B_intra*N*alpha_intra*eta_up*ceil_(N/G)*min_(N, G) + B_intra*N*budget*eta_up*ceil_(N/G)*min_(N, G) - 2*K*N*ceil_(N/G)*min_(N, G) + 2*K*N*ceil_(N/G)) - B_intra*K*N*eta_up*((1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*ceil_(N/G)*ceil_(min_(N, G)/R_nic) + B_intra*K*N*eta_up*((1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*ceil_(min_(N, G)/R_nic))/(B*B_intra*N*eta_net*eta_up*(ceil_(N/G) - 1)*ceil_(N/G)*min_(N, G))) if ((R_nic < min_(N, G))) else (((1/2)*B*eta_net*(-B_intra*K*N*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*K*eta_up*gamma*ceil_(N/G)*min_(N, G) - 4*B_intra*N*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*ceil_(N/G)*(min_(N, G)*min_(N, G)) + 2*B_intra*N*alpha_intra*eta_up*ceil_(N/G)*min_(N, G) + B_intra*N*budget*eta_up*ceil_(N/G)*min_(N, G) - 2*K*N*ceil_(N/G)*min_(N, G) + 2*K*N*ceil_(N/G))*floor_(R_nic/min_(N, G)) - B_intra*K*N*eta_up*((1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*ceil_(N/G) + B_intra*K*N*eta_up*((1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1))/(B*B_intra*N*eta_net*eta_up*(ceil_(N/G) - 1)*ceil_(N/G)*floor_(R_nic/min_(N, G))*min_(N, G))))
    except RAISED:
        return retry(cluster__hierarchical_ring__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__parameter_server__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """parameter-server/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1) + K*(2*N - 2)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + (2*N - 2)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__parameter_server__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__parameter_server__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__parameter_server__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__parameter_server__all_reduce__total_bytes(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(cluster__parameter_server__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__parameter_server__all_reduce__latency_steps(*, N, **_):
    """parameter-server/all-reduce sequential message steps."""
    try:
        return 2*N - 2
    except RAISED:
        return retry(cluster__parameter_server__all_reduce__latency_steps, {'N': N})


def cluster__parameter_server__all_reduce__busbw_factor(*, N, **_):
    """parameter-server/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__parameter_server__all_reduce__busbw_factor, {'N': N})


def cluster__parameter_server__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """parameter-server/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__parameter_server__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__parameter_server__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """parameter-server/all-reduce time with infinite bandwidth, s."""
    try:
        return (N - 1)*(B_intra*eta_up*(K*gamma + 2*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + 2*K*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*eta_up)
    except RAISED:
        return retry(cluster__parameter_server__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def cluster__parameter_server__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """parameter-server/all-reduce K for a comm budget, bytes."""
    try:
        return (-2*N*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + budget + 2*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(N*gamma + 2*N*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - gamma - 2*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__parameter_server__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__naive__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """naive/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1) + K*(N - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + (N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__naive__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__naive__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """naive/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__naive__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__naive__all_reduce__total_bytes(*, K, N, **_):
    """naive/all-reduce bytes sent by all workers."""
    try:
        return K*N*(N - 1)
    except RAISED:
        return retry(cluster__naive__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__naive__all_reduce__latency_steps(*, N, **_):
    """naive/all-reduce sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(cluster__naive__all_reduce__latency_steps, {'N': N})


def cluster__naive__all_reduce__busbw_factor(*, N, **_):
    """naive/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__naive__all_reduce__busbw_factor, {'N': N})


def cluster__naive__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """naive/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__naive__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__naive__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """naive/all-reduce time with infinite bandwidth, s."""
    try:
        return (N - 1)*(B_intra*eta_up*(K*gamma + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + K*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*eta_up)
    except RAISED:
        return retry(cluster__naive__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def cluster__naive__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """naive/all-reduce K for a comm budget, bytes."""
    try:
        return (-N*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + budget + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(N*gamma + N*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - gamma - max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__naive__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__binomial_tree__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/all-reduce completion time, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) + 2*(K*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__binomial_tree__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__binomial_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__binomial_tree__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__binomial_tree__all_reduce__total_bytes(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(cluster__binomial_tree__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__binomial_tree__all_reduce__latency_steps(*, N, **_):
    """binomial-tree/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__binomial_tree__all_reduce__latency_steps, {'N': N})


def cluster__binomial_tree__all_reduce__busbw_factor(*, N, **_):
    """binomial-tree/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__binomial_tree__all_reduce__busbw_factor, {'N': N})


def cluster__binomial_tree__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """binomial-tree/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__binomial_tree__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__binomial_tree__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """binomial-tree/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*K*eta_up*gamma + 2*B_intra*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + 2*K*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0)/(B_intra*eta_up)
    except RAISED:
        return retry(cluster__binomial_tree__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def cluster__binomial_tree__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/all-reduce K for a comm budget, bytes."""
    try:
        return (budget - 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((gamma + 2*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(cluster__binomial_tree__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__binomial_tree__broadcast__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, n_leaf, o_sub, **_):
    """binomial-tree/broadcast completion time, s."""
    try:
        return (K*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__binomial_tree__broadcast__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__binomial_tree__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by the busiest worker."""
    try:
        return K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__binomial_tree__broadcast__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__binomial_tree__broadcast__total_bytes(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__binomial_tree__broadcast__total_bytes, {'K': K, 'N': N})


def cluster__binomial_tree__broadcast__latency_steps(*, N, **_):
    """binomial-tree/broadcast sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__binomial_tree__broadcast__latency_steps, {'N': N})


def cluster__binomial_tree__broadcast__busbw_factor(**_):
    """binomial-tree/broadcast nccl-tests busbw/algbw factor."""
    return float(1)


def cluster__binomial_tree__broadcast__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """binomial-tree/broadcast lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__binomial_tree__broadcast__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__binomial_tree__broadcast__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, n_leaf, **_):
    """binomial-tree/broadcast time with infinite bandwidth, s."""
    try:
        return (B_intra*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0)/(B_intra*eta_up)
    except RAISED:
        return retry(cluster__binomial_tree__broadcast__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'n_leaf': n_leaf})


def cluster__binomial_tree__broadcast__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, n_leaf, o_sub, **_):
    """binomial-tree/broadcast K for a comm budget, bytes."""
    try:
        return (budget - (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((frexp_exponent(N - 1) + 0.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__binomial_tree__broadcast__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__binomial_tree__reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/reduce completion time, s."""
    try:
        return (K*gamma + K*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__binomial_tree__reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__binomial_tree__reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/reduce bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(cluster__binomial_tree__reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__binomial_tree__reduce__total_bytes(*, K, N, **_):
    """binomial-tree/reduce bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__binomial_tree__reduce__total_bytes, {'K': K, 'N': N})


def cluster__binomial_tree__reduce__latency_steps(*, N, **_):
    """binomial-tree/reduce sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__binomial_tree__reduce__latency_steps, {'N': N})


def cluster__binomial_tree__reduce__busbw_factor(**_):
    """binomial-tree/reduce nccl-tests busbw/algbw factor."""
    return float(1)


def cluster__binomial_tree__reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """binomial-tree/reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__binomial_tree__reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__binomial_tree__reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """binomial-tree/reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*eta_up*(K*gamma + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + K*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0)/(B_intra*eta_up)
    except RAISED:
        return retry(cluster__binomial_tree__reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def cluster__binomial_tree__reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/reduce K for a comm budget, bytes."""
    try:
        return (budget - (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((gamma + max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(cluster__binomial_tree__reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__recursive_doubling__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-doubling/all-reduce completion time, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) + (K*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(cluster__recursive_doubling__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__recursive_doubling__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__recursive_doubling__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__recursive_doubling__all_reduce__total_bytes(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N + (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(cluster__recursive_doubling__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__recursive_doubling__all_reduce__latency_steps(*, N, **_):
    """recursive-doubling/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(cluster__recursive_doubling__all_reduce__latency_steps, {'N': N})


def cluster__recursive_doubling__all_reduce__busbw_factor(*, N, **_):
    """recursive-doubling/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__recursive_doubling__all_reduce__busbw_factor, {'N': N})


def cluster__recursive_doubling__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """recursive-doubling/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__recursive_doubling__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__recursive_doubling__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """recursive-doubling/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*K*eta_up*gamma*(frexp_exponent(N - 1) + 0.0) + (B_intra*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)))/(B_intra*eta_up)
    except RAISED:
        return retry(cluster__recursive_doubling__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def cluster__recursive_doubling__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-doubling/all-reduce K for a comm budget, bytes."""
    try:
        return (budget - 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + (frexp_exponent(N) - 1.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(gamma*(frexp_exponent(N - 1) + 0.0) + 2*(frexp_exponent(N - 1) + 0.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - (frexp_exponent(N) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__recursive_doubling__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__rabenseifner__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """rabenseifner/all-reduce completion time, s."""
    try:
        return K*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + K*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__rabenseifner__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__rabenseifner__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by the busiest worker."""
    try:
        return K*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(cluster__rabenseifner__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__rabenseifner__all_reduce__total_bytes(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2*ldexp_(1.0, frexp_exponent(N) - 1)) + K*(2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)
    except RAISED:
        return retry(cluster__rabenseifner__all_reduce__total_bytes, {'K': K, 'N': N})


def cluster__rabenseifner__all_reduce__latency_steps(*, N, **_):
    """rabenseifner/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__rabenseifner__all_reduce__latency_steps, {'N': N})


def cluster__rabenseifner__all_reduce__busbw_factor(*, N, **_):
    """rabenseifner/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(cluster__rabenseifner__all_reduce__busbw_factor, {'N': N})


def cluster__rabenseifner__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """rabenseifner/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(K*(2 - 2*s_sharp)*(ceil_(N/G) - 1)/((ceil_(N/G) - 1)*ceil_(R_nic*min_(N, G)/G) + ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(2 - s_nvls)*(-x_exit*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*min_(N, G)*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__rabenseifner__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp, 'x_exit': x_exit})


def cluster__rabenseifner__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """rabenseifner/all-reduce time with infinite bandwidth, s."""
    try:
        return (B_intra*K*eta_up*gamma*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1) + 2*B_intra*eta_up*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + 2*K*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*eta_up*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(cluster__rabenseifner__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def cluster__rabenseifner__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """rabenseifner/all-reduce K for a comm budget, bytes."""
    try:
        return (budget - 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ldexp_(1.0, frexp_exponent(N) - 1)/(gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + gamma*ldexp_(1.0, frexp_exponent(N) - 1) - gamma + 2*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 2*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + 2*ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 2*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__rabenseifner__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__recursive_halving__reduce_scatter__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-halving/reduce-scatter completion time, s."""
    try:
        return gamma*(K*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + K*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/N) + (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + (K*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + K*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/N + K*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/N)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))
    except RAISED:
        return retry(cluster__recursive_halving__reduce_scatter__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__recursive_halving__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by the busiest worker."""
    try:
        return K*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/ldexp_(1.0, frexp_exponent(N) - 1) + (ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(cluster__recursive_halving__reduce_scatter__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__recursive_halving__reduce_scatter__total_bytes(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by all workers."""
    try:
        return K*(ldexp_(1.0, frexp_exponent(N) - 1) - 1) + (K + K/N)*(N - ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(cluster__recursive_halving__reduce_scatter__total_bytes, {'K': K, 'N': N})


def cluster__recursive_halving__reduce_scatter__latency_steps(*, N, **_):
    """recursive-halving/reduce-scatter sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(cluster__recursive_halving__reduce_scatter__latency_steps, {'N': N})


def cluster__recursive_halving__reduce_scatter__busbw_factor(*, N, **_):
    """recursive-halving/reduce-scatter nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__recursive_halving__reduce_scatter__busbw_factor, {'N': N})


def cluster__recursive_halving__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """recursive-halving/reduce-scatter lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__recursive_halving__reduce_scatter__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__recursive_halving__reduce_scatter__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """recursive-halving/reduce-scatter time with infinite bandwidth, s."""
    try:
        return (B_intra*K*eta_up*gamma*(N*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) - ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*((-(frexp_exponent(N) - 1.0) + (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1) + B_intra*N*eta_up*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K*(N*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) - ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*((-(frexp_exponent(N) - 1.0) + (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up)
    except RAISED:
        return retry(cluster__recursive_halving__reduce_scatter__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def cluster__recursive_halving__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-halving/reduce-scatter K for a comm budget, bytes."""
    try:
        return N*(budget - 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + (frexp_exponent(N) - 1.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - N*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + N*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - N*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + N*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*gamma*(frexp_exponent(N - 1) + 0.0) - gamma*(frexp_exponent(N) - 1.0)**3 + gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*gamma*(frexp_exponent(N) - 1.0) + gamma*ldexp_(1.0, frexp_exponent(N) - 1) - gamma - ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + 2*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 2*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + (frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + 2*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - (frexp_exponent(N - 1) + 0.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - (frexp_exponent(N) - 1.0)**3*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - 2*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + (frexp_exponent(N) - 1.0)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) + ldexp_(1.0, frexp_exponent(N) - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)) - max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__recursive_halving__reduce_scatter__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__recursive_doubling__all_gather__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, n_leaf, o_sub, **_):
    """recursive-doubling/all-gather completion time, s."""
    try:
        return K*(N - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/N + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__recursive_doubling__all_gather__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__recursive_doubling__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(cluster__recursive_doubling__all_gather__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__recursive_doubling__all_gather__total_bytes(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(cluster__recursive_doubling__all_gather__total_bytes, {'K': K, 'N': N})


def cluster__recursive_doubling__all_gather__latency_steps(*, N, **_):
    """recursive-doubling/all-gather sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__recursive_doubling__all_gather__latency_steps, {'N': N})


def cluster__recursive_doubling__all_gather__busbw_factor(*, N, **_):
    """recursive-doubling/all-gather nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__recursive_doubling__all_gather__busbw_factor, {'N': N})


def cluster__recursive_doubling__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """recursive-doubling/all-gather lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__recursive_doubling__all_gather__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__recursive_doubling__all_gather__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, n_leaf, **_):
    """recursive-doubling/all-gather time with infinite bandwidth, s."""
    try:
        return (B_intra*N*eta_up*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up)
    except RAISED:
        return retry(cluster__recursive_doubling__all_gather__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'n_leaf': n_leaf})


def cluster__recursive_doubling__all_gather__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, n_leaf, o_sub, **_):
    """recursive-doubling/all-gather K for a comm budget, bytes."""
    try:
        return N*(budget - (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/((N - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net)))
    except RAISED:
        return retry(cluster__recursive_doubling__all_gather__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__bruck__all_to_all__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, n_leaf, o_sub, **_):
    """bruck/all-to-all completion time, s."""
    try:
        return K*bit_count_sum_(N)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), ((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/N + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(cluster__bruck__all_to_all__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def cluster__bruck__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """bruck/all-to-all bytes sent by the busiest worker."""
    try:
        return K*bit_count_sum_(N)/N
    except RAISED:
        return retry(cluster__bruck__all_to_all__bytes_sent_per_worker, {'K': K, 'N': N})


def cluster__bruck__all_to_all__total_bytes(*, K, N, **_):
    """bruck/all-to-all bytes sent by all workers."""
    try:
        return K*bit_count_sum_(N)
    except RAISED:
        return retry(cluster__bruck__all_to_all__total_bytes, {'K': K, 'N': N})


def cluster__bruck__all_to_all__latency_steps(*, N, **_):
    """bruck/all-to-all sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(cluster__bruck__all_to_all__latency_steps, {'N': N})


def cluster__bruck__all_to_all__busbw_factor(*, N, **_):
    """bruck/all-to-all nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(cluster__bruck__all_to_all__busbw_factor, {'N': N})


def cluster__bruck__all_to_all__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """bruck/all-to-all lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(s_sharp*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + (1 - s_sharp)*(frexp_exponent(ceil_(N/G) - 1) + 0.0)) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + max_(min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(K*(N - min_(N, G))*min_(N, G)/(B*N*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)), K*o_sub*(N - min_(n_leaf*min_(N, G), N))*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(n_leaf*min_(N, G), N)/(B*N*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))), K*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*max_(eta_up, eta_nvls*s_nvls)))
    except RAISED:
        return retry(cluster__bruck__all_to_all__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub, 's_nvls': s_nvls, 's_sharp': s_sharp})


def cluster__bruck__all_to_all__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, n_leaf, **_):
    """bruck/all-to-all time with infinite bandwidth, s."""
    try:
        return (B_intra*N*eta_up*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K*bit_count_sum_(N)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*eta_up)
    except RAISED:
        return retry(cluster__bruck__all_to_all__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eta_up': eta_up, 'n_leaf': n_leaf})


def cluster__bruck__all_to_all__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, n_leaf, o_sub, **_):
    """bruck/all-to-all K for a comm budget, bytes."""
    try:
        return N*(budget - (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))/(bit_count_sum_(N)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), ((1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*eta_net*(-R_nic*ceil_(N/G) + R_nic + ceil_(N*R_nic/G)))))
    except RAISED:
        return retry(cluster__bruck__all_to_all__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


CLUSTER_MODELS = {
    'ring/all-reduce': {
        'time': cluster__ring__all_reduce__time,
        'bytes_sent_per_worker': cluster__ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__ring__all_reduce__total_bytes,
        'latency_steps': cluster__ring__all_reduce__latency_steps,
        'busbw_factor': cluster__ring__all_reduce__busbw_factor,
        'lower_bound': cluster__ring__all_reduce__lower_bound,
        'min_comm_time': cluster__ring__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__all_reduce__max_gradient_bytes,
        'max_latency': cluster__ring__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/reduce-scatter': {
        'time': cluster__ring__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__ring__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__ring__reduce_scatter__total_bytes,
        'latency_steps': cluster__ring__reduce_scatter__latency_steps,
        'busbw_factor': cluster__ring__reduce_scatter__busbw_factor,
        'lower_bound': cluster__ring__reduce_scatter__lower_bound,
        'min_comm_time': cluster__ring__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__reduce_scatter__max_gradient_bytes,
        'max_latency': cluster__ring__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/all-gather': {
        'time': cluster__ring__all_gather__time,
        'bytes_sent_per_worker': cluster__ring__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__ring__all_gather__total_bytes,
        'latency_steps': cluster__ring__all_gather__latency_steps,
        'busbw_factor': cluster__ring__all_gather__busbw_factor,
        'lower_bound': cluster__ring__all_gather__lower_bound,
        'min_comm_time': cluster__ring__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__all_gather__max_gradient_bytes,
        'max_latency': cluster__ring__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/broadcast': {
        'time': cluster__ring__broadcast__time,
        'bytes_sent_per_worker': cluster__ring__broadcast__bytes_sent_per_worker,
        'total_bytes': cluster__ring__broadcast__total_bytes,
        'latency_steps': cluster__ring__broadcast__latency_steps,
        'busbw_factor': cluster__ring__broadcast__busbw_factor,
        'lower_bound': cluster__ring__broadcast__lower_bound,
        'min_comm_time': cluster__ring__broadcast__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__broadcast__max_gradient_bytes,
        'max_latency': cluster__ring__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/reduce': {
        'time': cluster__ring__reduce__time,
        'bytes_sent_per_worker': cluster__ring__reduce__bytes_sent_per_worker,
        'total_bytes': cluster__ring__reduce__total_bytes,
        'latency_steps': cluster__ring__reduce__latency_steps,
        'busbw_factor': cluster__ring__reduce__busbw_factor,
        'lower_bound': cluster__ring__reduce__lower_bound,
        'min_comm_time': cluster__ring__reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__reduce__max_gradient_bytes,
        'max_latency': cluster__ring__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/all-to-all': {
        'time': cluster__ring__all_to_all__time,
        'bytes_sent_per_worker': cluster__ring__all_to_all__bytes_sent_per_worker,
        'total_bytes': cluster__ring__all_to_all__total_bytes,
        'latency_steps': cluster__ring__all_to_all__latency_steps,
        'busbw_factor': cluster__ring__all_to_all__busbw_factor,
        'lower_bound': cluster__ring__all_to_all__lower_bound,
        'min_comm_time': cluster__ring__all_to_all__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': None,
        'max_latency': cluster__ring__all_to_all__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'double-binary-tree/all-reduce': {
        'time': cluster__double_binary_tree__all_reduce__time,
        'bytes_sent_per_worker': cluster__double_binary_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__double_binary_tree__all_reduce__total_bytes,
        'latency_steps': cluster__double_binary_tree__all_reduce__latency_steps,
        'busbw_factor': cluster__double_binary_tree__all_reduce__busbw_factor,
        'lower_bound': cluster__double_binary_tree__all_reduce__lower_bound,
        'min_comm_time': cluster__double_binary_tree__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__double_binary_tree__all_reduce__max_gradient_bytes,
        'max_latency': cluster__double_binary_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'nvls/all-reduce': {
        'time': cluster__nvls__all_reduce__time,
        'bytes_sent_per_worker': cluster__nvls__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__nvls__all_reduce__total_bytes,
        'latency_steps': cluster__nvls__all_reduce__latency_steps,
        'busbw_factor': cluster__nvls__all_reduce__busbw_factor,
        'lower_bound': cluster__nvls__all_reduce__lower_bound,
        'min_comm_time': cluster__nvls__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__nvls__all_reduce__max_gradient_bytes,
        'max_latency': cluster__nvls__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'nvls/all-gather': {
        'time': cluster__nvls__all_gather__time,
        'bytes_sent_per_worker': cluster__nvls__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__nvls__all_gather__total_bytes,
        'latency_steps': cluster__nvls__all_gather__latency_steps,
        'busbw_factor': cluster__nvls__all_gather__busbw_factor,
        'lower_bound': cluster__nvls__all_gather__lower_bound,
        'min_comm_time': cluster__nvls__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__nvls__all_gather__max_gradient_bytes,
        'max_latency': cluster__nvls__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'nvls/reduce-scatter': {
        'time': cluster__nvls__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__nvls__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__nvls__reduce_scatter__total_bytes,
        'latency_steps': cluster__nvls__reduce_scatter__latency_steps,
        'busbw_factor': cluster__nvls__reduce_scatter__busbw_factor,
        'lower_bound': cluster__nvls__reduce_scatter__lower_bound,
        'min_comm_time': cluster__nvls__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__nvls__reduce_scatter__max_gradient_bytes,
        'max_latency': cluster__nvls__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'nvls-tree/all-reduce': {
        'time': cluster__nvls_tree__all_reduce__time,
        'bytes_sent_per_worker': cluster__nvls_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__nvls_tree__all_reduce__total_bytes,
        'latency_steps': cluster__nvls_tree__all_reduce__latency_steps,
        'busbw_factor': cluster__nvls_tree__all_reduce__busbw_factor,
        'lower_bound': cluster__nvls_tree__all_reduce__lower_bound,
        'min_comm_time': cluster__nvls_tree__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__nvls_tree__all_reduce__max_gradient_bytes,
        'max_latency': cluster__nvls_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'collnet-direct/all-reduce': {
        'time': cluster__collnet_direct__all_reduce__time,
        'bytes_sent_per_worker': cluster__collnet_direct__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__collnet_direct__all_reduce__total_bytes,
        'latency_steps': cluster__collnet_direct__all_reduce__latency_steps,
        'busbw_factor': cluster__collnet_direct__all_reduce__busbw_factor,
        'lower_bound': cluster__collnet_direct__all_reduce__lower_bound,
        'min_comm_time': cluster__collnet_direct__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__collnet_direct__all_reduce__max_gradient_bytes,
        'max_latency': cluster__collnet_direct__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'collnet-chain/all-reduce': {
        'time': cluster__collnet_chain__all_reduce__time,
        'bytes_sent_per_worker': cluster__collnet_chain__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__collnet_chain__all_reduce__total_bytes,
        'latency_steps': cluster__collnet_chain__all_reduce__latency_steps,
        'busbw_factor': cluster__collnet_chain__all_reduce__busbw_factor,
        'lower_bound': cluster__collnet_chain__all_reduce__lower_bound,
        'min_comm_time': cluster__collnet_chain__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__collnet_chain__all_reduce__max_gradient_bytes,
        'max_latency': cluster__collnet_chain__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'pat/all-gather': {
        'time': cluster__pat__all_gather__time,
        'bytes_sent_per_worker': cluster__pat__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__pat__all_gather__total_bytes,
        'latency_steps': cluster__pat__all_gather__latency_steps,
        'busbw_factor': cluster__pat__all_gather__busbw_factor,
        'lower_bound': cluster__pat__all_gather__lower_bound,
        'min_comm_time': cluster__pat__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__pat__all_gather__max_gradient_bytes,
        'max_latency': cluster__pat__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'pat/reduce-scatter': {
        'time': cluster__pat__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__pat__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__pat__reduce_scatter__total_bytes,
        'latency_steps': cluster__pat__reduce_scatter__latency_steps,
        'busbw_factor': cluster__pat__reduce_scatter__busbw_factor,
        'lower_bound': cluster__pat__reduce_scatter__lower_bound,
        'min_comm_time': cluster__pat__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__pat__reduce_scatter__max_gradient_bytes,
        'max_latency': cluster__pat__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/all-reduce': {
        'time': cluster__flat_ring__all_reduce__time,
        'bytes_sent_per_worker': cluster__flat_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__all_reduce__total_bytes,
        'latency_steps': cluster__flat_ring__all_reduce__latency_steps,
        'busbw_factor': cluster__flat_ring__all_reduce__busbw_factor,
        'lower_bound': cluster__flat_ring__all_reduce__lower_bound,
        'min_comm_time': cluster__flat_ring__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__all_reduce__max_gradient_bytes,
        'max_latency': cluster__flat_ring__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/reduce-scatter': {
        'time': cluster__flat_ring__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__flat_ring__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__reduce_scatter__total_bytes,
        'latency_steps': cluster__flat_ring__reduce_scatter__latency_steps,
        'busbw_factor': cluster__flat_ring__reduce_scatter__busbw_factor,
        'lower_bound': cluster__flat_ring__reduce_scatter__lower_bound,
        'min_comm_time': cluster__flat_ring__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__reduce_scatter__max_gradient_bytes,
        'max_latency': cluster__flat_ring__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/all-gather': {
        'time': cluster__flat_ring__all_gather__time,
        'bytes_sent_per_worker': cluster__flat_ring__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__all_gather__total_bytes,
        'latency_steps': cluster__flat_ring__all_gather__latency_steps,
        'busbw_factor': cluster__flat_ring__all_gather__busbw_factor,
        'lower_bound': cluster__flat_ring__all_gather__lower_bound,
        'min_comm_time': cluster__flat_ring__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__all_gather__max_gradient_bytes,
        'max_latency': cluster__flat_ring__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/broadcast': {
        'time': cluster__flat_ring__broadcast__time,
        'bytes_sent_per_worker': cluster__flat_ring__broadcast__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__broadcast__total_bytes,
        'latency_steps': cluster__flat_ring__broadcast__latency_steps,
        'busbw_factor': cluster__flat_ring__broadcast__busbw_factor,
        'lower_bound': cluster__flat_ring__broadcast__lower_bound,
        'min_comm_time': cluster__flat_ring__broadcast__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__broadcast__max_gradient_bytes,
        'max_latency': cluster__flat_ring__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/reduce': {
        'time': cluster__flat_ring__reduce__time,
        'bytes_sent_per_worker': cluster__flat_ring__reduce__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__reduce__total_bytes,
        'latency_steps': cluster__flat_ring__reduce__latency_steps,
        'busbw_factor': cluster__flat_ring__reduce__busbw_factor,
        'lower_bound': cluster__flat_ring__reduce__lower_bound,
        'min_comm_time': cluster__flat_ring__reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__reduce__max_gradient_bytes,
        'max_latency': cluster__flat_ring__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/all-to-all': {
        'time': cluster__flat_ring__all_to_all__time,
        'bytes_sent_per_worker': cluster__flat_ring__all_to_all__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__all_to_all__total_bytes,
        'latency_steps': cluster__flat_ring__all_to_all__latency_steps,
        'busbw_factor': cluster__flat_ring__all_to_all__busbw_factor,
        'lower_bound': cluster__flat_ring__all_to_all__lower_bound,
        'min_comm_time': cluster__flat_ring__all_to_all__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': None,
        'max_latency': cluster__flat_ring__all_to_all__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'hierarchical-ring/all-reduce': {
        'time': cluster__hierarchical_ring__all_reduce__time,
        'bytes_sent_per_worker': cluster__hierarchical_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__hierarchical_ring__all_reduce__total_bytes,
        'latency_steps': cluster__hierarchical_ring__all_reduce__latency_steps,
        'busbw_factor': cluster__hierarchical_ring__all_reduce__busbw_factor,
        'lower_bound': cluster__hierarchical_ring__all_reduce__lower_bound,
        'min_comm_time': cluster__hierarchical_ring__all_reduce__min_comm_time,
        'required_bandwidth': cluster__hierarchical_ring__all_reduce__required_bandwidth,
        'max_gradient_bytes': cluster__hierarchical_ring__all_reduce__max_gradient_bytes,
        'max_latency': cluster__hierarchical_ring__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'parameter-server/all-reduce': {
        'time': cluster__parameter_server__all_reduce__time,
        'bytes_sent_per_worker': cluster__parameter_server__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__parameter_server__all_reduce__total_bytes,
        'latency_steps': cluster__parameter_server__all_reduce__latency_steps,
        'busbw_factor': cluster__parameter_server__all_reduce__busbw_factor,
        'lower_bound': cluster__parameter_server__all_reduce__lower_bound,
        'min_comm_time': cluster__parameter_server__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__parameter_server__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'naive/all-reduce': {
        'time': cluster__naive__all_reduce__time,
        'bytes_sent_per_worker': cluster__naive__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__naive__all_reduce__total_bytes,
        'latency_steps': cluster__naive__all_reduce__latency_steps,
        'busbw_factor': cluster__naive__all_reduce__busbw_factor,
        'lower_bound': cluster__naive__all_reduce__lower_bound,
        'min_comm_time': cluster__naive__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__naive__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/all-reduce': {
        'time': cluster__binomial_tree__all_reduce__time,
        'bytes_sent_per_worker': cluster__binomial_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__binomial_tree__all_reduce__total_bytes,
        'latency_steps': cluster__binomial_tree__all_reduce__latency_steps,
        'busbw_factor': cluster__binomial_tree__all_reduce__busbw_factor,
        'lower_bound': cluster__binomial_tree__all_reduce__lower_bound,
        'min_comm_time': cluster__binomial_tree__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__binomial_tree__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/broadcast': {
        'time': cluster__binomial_tree__broadcast__time,
        'bytes_sent_per_worker': cluster__binomial_tree__broadcast__bytes_sent_per_worker,
        'total_bytes': cluster__binomial_tree__broadcast__total_bytes,
        'latency_steps': cluster__binomial_tree__broadcast__latency_steps,
        'busbw_factor': cluster__binomial_tree__broadcast__busbw_factor,
        'lower_bound': cluster__binomial_tree__broadcast__lower_bound,
        'min_comm_time': cluster__binomial_tree__broadcast__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__binomial_tree__broadcast__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/reduce': {
        'time': cluster__binomial_tree__reduce__time,
        'bytes_sent_per_worker': cluster__binomial_tree__reduce__bytes_sent_per_worker,
        'total_bytes': cluster__binomial_tree__reduce__total_bytes,
        'latency_steps': cluster__binomial_tree__reduce__latency_steps,
        'busbw_factor': cluster__binomial_tree__reduce__busbw_factor,
        'lower_bound': cluster__binomial_tree__reduce__lower_bound,
        'min_comm_time': cluster__binomial_tree__reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__binomial_tree__reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-reduce': {
        'time': cluster__recursive_doubling__all_reduce__time,
        'bytes_sent_per_worker': cluster__recursive_doubling__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__recursive_doubling__all_reduce__total_bytes,
        'latency_steps': cluster__recursive_doubling__all_reduce__latency_steps,
        'busbw_factor': cluster__recursive_doubling__all_reduce__busbw_factor,
        'lower_bound': cluster__recursive_doubling__all_reduce__lower_bound,
        'min_comm_time': cluster__recursive_doubling__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__recursive_doubling__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'rabenseifner/all-reduce': {
        'time': cluster__rabenseifner__all_reduce__time,
        'bytes_sent_per_worker': cluster__rabenseifner__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__rabenseifner__all_reduce__total_bytes,
        'latency_steps': cluster__rabenseifner__all_reduce__latency_steps,
        'busbw_factor': cluster__rabenseifner__all_reduce__busbw_factor,
        'lower_bound': cluster__rabenseifner__all_reduce__lower_bound,
        'min_comm_time': cluster__rabenseifner__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__rabenseifner__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-halving/reduce-scatter': {
        'time': cluster__recursive_halving__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__recursive_halving__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__recursive_halving__reduce_scatter__total_bytes,
        'latency_steps': cluster__recursive_halving__reduce_scatter__latency_steps,
        'busbw_factor': cluster__recursive_halving__reduce_scatter__busbw_factor,
        'lower_bound': cluster__recursive_halving__reduce_scatter__lower_bound,
        'min_comm_time': cluster__recursive_halving__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__recursive_halving__reduce_scatter__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-gather': {
        'time': cluster__recursive_doubling__all_gather__time,
        'bytes_sent_per_worker': cluster__recursive_doubling__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__recursive_doubling__all_gather__total_bytes,
        'latency_steps': cluster__recursive_doubling__all_gather__latency_steps,
        'busbw_factor': cluster__recursive_doubling__all_gather__busbw_factor,
        'lower_bound': cluster__recursive_doubling__all_gather__lower_bound,
        'min_comm_time': cluster__recursive_doubling__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__recursive_doubling__all_gather__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'bruck/all-to-all': {
        'time': cluster__bruck__all_to_all__time,
        'bytes_sent_per_worker': cluster__bruck__all_to_all__bytes_sent_per_worker,
        'total_bytes': cluster__bruck__all_to_all__total_bytes,
        'latency_steps': cluster__bruck__all_to_all__latency_steps,
        'busbw_factor': cluster__bruck__all_to_all__busbw_factor,
        'lower_bound': cluster__bruck__all_to_all__lower_bound,
        'min_comm_time': cluster__bruck__all_to_all__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__bruck__all_to_all__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
}



BUDGET_SYMBOL = 'budget'


# ---- training-step model (ringcalc.symbolic.training): overlap, buckets, compression, scaling

def train_exposed_comm_time(*, F_ov, T_last, T_s, T_t, **_):
    """exposed communication max(T_l, Tt - F*Ts), s."""
    try:
        return max_(T_last, -F_ov*T_s + T_t)
    except RAISED:
        return retry(train_exposed_comm_time, {'F_ov': F_ov, 'T_last': T_last, 'T_s': T_s, 'T_t': T_t})


def train_sync_time(*, N, T_over, sigma_j, **_):
    """synchronisation: straggler wait sigma*sqrt(2 ln N) + framework overhead (N > 1), s."""
    try:
        return T_over*min_(1, N - 1) + sqrt_(2)*sigma_j*sqrt_(log_(N))
    except RAISED:
        return retry(train_sync_time, {'N': N, 'T_over': T_over, 'sigma_j': sigma_j})


def train_exposed_budget(*, P, T_s, T_sync, **_):
    """exposed communication allowed by a target P: Ts(1-P)/P - T_sync, s."""
    try:
        return -T_s - T_sync + T_s/P
    except RAISED:
        return retry(train_exposed_budget, {'P': P, 'T_s': T_s, 'T_sync': T_sync})


def train_iteration_time(*, T_exposed, T_s, T_sync, **_):
    """Tp = Ts + T_sync + exposed communication, s."""
    try:
        return T_exposed + T_s + T_sync
    except RAISED:
        return retry(train_iteration_time, {'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync})


def train_efficiency(*, T_exposed, T_s, T_sync, **_):
    """P = Ts/(Ts + T_sync + exposed), 1."""
    try:
        return T_s/(T_exposed + T_s + T_sync)
    except RAISED:
        return retry(train_efficiency, {'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync})


def train_speedup(*, N, T_exposed, T_s, T_sync, **_):
    """throughput speedup N*P."""
    try:
        return N*T_s/(T_exposed + T_s + T_sync)
    except RAISED:
        return retry(train_speedup, {'N': N, 'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync})


def train_strong_step_time(*, N, T_s, **_):
    """per-worker compute under strong scaling, s."""
    try:
        return T_s/N
    except RAISED:
        return retry(train_strong_step_time, {'N': N, 'T_s': T_s})


def train_samples_per_s_weak(*, N, T_exposed, T_s, T_sync, batch, **_):
    """samples/s, weak scaling."""
    try:
        return N*batch/(T_exposed + T_s + T_sync)
    except RAISED:
        return retry(train_samples_per_s_weak, {'N': N, 'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync, 'batch': batch})


def train_samples_per_s_strong(*, T_exposed, T_s, T_sync, batch, **_):
    """samples/s, strong scaling."""
    try:
        return batch/(T_exposed + T_s + T_sync)
    except RAISED:
        return retry(train_samples_per_s_strong, {'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync, 'batch': batch})


def train_bucket_count(*, K, b_bkt, **_):
    """number of buckets."""
    try:
        return ceil_(K/b_bkt)
    except RAISED:
        return retry(train_bucket_count, {'K': K, 'b_bkt': b_bkt})


def train_last_bucket_bytes(*, K, M_bkt, b_bkt, **_):
    """bytes of the last bucket."""
    try:
        return K - b_bkt*(M_bkt - 1)
    except RAISED:
        return retry(train_last_bucket_bytes, {'K': K, 'M_bkt': M_bkt, 'b_bkt': b_bkt})


def train__ring__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*N - 2) + (M_bkt - 1)*(alpha*(2*N - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)/(B*N*R_cmp)) + K_last*(2*N - 2)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*N - 2) + K_last*(2*N - 2)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*M_bkt*N*alpha - 2*M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)
    except RAISED:
        return retry(train__ring__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*N*alpha - 2*alpha
    except RAISED:
        return retry(train__ring__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """ring/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return 2*(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma + K_last*gamma - 2*M_bkt*(N*N)*R_cmp*alpha + 2*M_bkt*N*R_cmp*alpha - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma - b_bkt*gamma)
    except RAISED:
        return retry(train__ring__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """ring/all-reduce B with T_last = budget, bytes/s."""
    try:
        return 2*K_last*(1 - N)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma - K_last*gamma + 2*(N*N)*R_cmp*alpha - 2*N*R_cmp*alpha - N*R_cmp*budget)
    except RAISED:
        return retry(train__ring__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce-scatter Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__reduce_scatter__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce-scatter time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__reduce_scatter__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce-scatter Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)
    except RAISED:
        return retry(train__ring__reduce_scatter__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce-scatter last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + N*alpha - alpha
    except RAISED:
        return retry(train__ring__reduce_scatter__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """ring/reduce-scatter B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma + K_last*gamma - M_bkt*(N*N)*R_cmp*alpha + M_bkt*N*R_cmp*alpha - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma - b_bkt*gamma)
    except RAISED:
        return retry(train__ring__reduce_scatter__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """ring/reduce-scatter B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma - K_last*gamma + (N*N)*R_cmp*alpha - N*R_cmp*alpha - N*R_cmp*budget)
    except RAISED:
        return retry(train__ring__reduce_scatter__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_gather__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """ring/all-gather Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_gather__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__all_gather__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """ring/all-gather time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_gather__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__all_gather__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """ring/all-gather Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__ring__all_gather__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__all_gather__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """ring/all-gather last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + N*alpha - alpha
    except RAISED:
        return retry(train__ring__all_gather__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__all_gather__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """ring/all-gather B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__ring__all_gather__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__all_gather__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """ring/all-gather B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))
    except RAISED:
        return retry(train__ring__all_gather__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__broadcast__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """ring/broadcast Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__ring__broadcast__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__broadcast__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """ring/broadcast time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__ring__broadcast__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__broadcast__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """ring/broadcast Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__ring__broadcast__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__broadcast__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """ring/broadcast last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + N*alpha - alpha
    except RAISED:
        return retry(train__ring__broadcast__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__broadcast__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """ring/broadcast B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*min_(float(frexp_exponent(N - 1)), 1.0)/(R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__ring__broadcast__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__broadcast__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """ring/broadcast B with T_last = budget, bytes/s."""
    try:
        return -K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))
    except RAISED:
        return retry(train__ring__broadcast__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__ring__reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + alpha*(N - 1) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__ring__reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp
    except RAISED:
        return retry(train__ring__reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + N*alpha - alpha
    except RAISED:
        return retry(train__ring__reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """ring/reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*min_(float(frexp_exponent(N - 1)), 1.0)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0) - M_bkt*N*R_cmp*alpha + M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0))
    except RAISED:
        return retry(train__ring__reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """ring/reduce B with T_last = budget, bytes/s."""
    try:
        return -K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(K_last*R_cmp*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + N*R_cmp*alpha - R_cmp*alpha - R_cmp*budget)
    except RAISED:
        return retry(train__ring__reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_to_all__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """ring/all-to-all Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_to_all__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__all_to_all__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """ring/all-to-all time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_to_all__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__all_to_all__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """ring/all-to-all Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__ring__all_to_all__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__all_to_all__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """ring/all-to-all last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + N*alpha - alpha
    except RAISED:
        return retry(train__ring__all_to_all__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__all_to_all__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """ring/all-to-all B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__ring__all_to_all__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__all_to_all__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """ring/all-to-all B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))
    except RAISED:
        return retry(train__ring__all_to_all__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__parameter_server__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """parameter-server/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(2*N - 2) + (M_bkt - 1)*(alpha*(2*N - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(2*N - 2)/(B*R_cmp)) + K_last*(2*N - 2)/(B*R_cmp)
    except RAISED:
        return retry(train__parameter_server__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """parameter-server/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(2*N - 2) + K_last*(2*N - 2)/(B*R_cmp)
    except RAISED:
        return retry(train__parameter_server__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """parameter-server/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + 2*M_bkt*N*R_cmp*alpha + M_bkt*N*b_bkt*gamma - 2*M_bkt*R_cmp*alpha + M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma - N*b_bkt*gamma - R_cmp*b_bkt*eps_enc + b_bkt*gamma)/R_cmp
    except RAISED:
        return retry(train__parameter_server__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """parameter-server/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*N*gamma/R_cmp + K_last*eps_enc - K_last*gamma/R_cmp + 2*N*alpha - 2*alpha
    except RAISED:
        return retry(train__parameter_server__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """parameter-server/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return 2*(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*N*gamma - K_last*R_cmp*eps_enc + K_last*gamma - 2*M_bkt*N*R_cmp*alpha - M_bkt*N*b_bkt*gamma + 2*M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma + N*b_bkt*gamma + R_cmp*b_bkt*eps_enc + R_cmp*budget - b_bkt*gamma)
    except RAISED:
        return retry(train__parameter_server__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """parameter-server/all-reduce B with T_last = budget, bytes/s."""
    try:
        return 2*K_last*(1 - N)/(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + 2*N*R_cmp*alpha - 2*R_cmp*alpha - R_cmp*budget)
    except RAISED:
        return retry(train__parameter_server__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """naive/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(N - 1)/(B*R_cmp)) + K_last*(N - 1)/(B*R_cmp)
    except RAISED:
        return retry(train__naive__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """naive/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(N - 1) + K_last*(N - 1)/(B*R_cmp)
    except RAISED:
        return retry(train__naive__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """naive/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + M_bkt*N*R_cmp*alpha + M_bkt*N*b_bkt*gamma - M_bkt*R_cmp*alpha + M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma - N*b_bkt*gamma - R_cmp*b_bkt*eps_enc + b_bkt*gamma)/R_cmp
    except RAISED:
        return retry(train__naive__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """naive/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*N*gamma/R_cmp + K_last*eps_enc - K_last*gamma/R_cmp + N*alpha - alpha
    except RAISED:
        return retry(train__naive__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """naive/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*N*gamma - K_last*R_cmp*eps_enc + K_last*gamma - M_bkt*N*R_cmp*alpha - M_bkt*N*b_bkt*gamma + M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma + N*b_bkt*gamma + R_cmp*b_bkt*eps_enc + R_cmp*budget - b_bkt*gamma)
    except RAISED:
        return retry(train__naive__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """naive/all-reduce B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + N*R_cmp*alpha - R_cmp*alpha - R_cmp*budget)
    except RAISED:
        return retry(train__naive__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*(alpha + b_bkt/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp) + 2*(alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*(alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp
    except RAISED:
        return retry(train__binomial_tree__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """binomial-tree/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return 2*(K_last + M_bkt*b_bkt - b_bkt)*(frexp_exponent(N - 1) + 0.0)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*(frexp_exponent(N - 1) + 0.0) - 2*M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(train__binomial_tree__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """binomial-tree/all-reduce B with T_last = budget, bytes/s."""
    try:
        return -2*K_last*(frexp_exponent(N - 1) + 0.0)/(K_last*R_cmp*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0) + 2*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - R_cmp*budget)
    except RAISED:
        return retry(train__binomial_tree__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__broadcast__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """binomial-tree/broadcast Tt of all buckets, s."""
    try:
        return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)) + (alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__broadcast__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """binomial-tree/broadcast time of the last bucket, s."""
    try:
        return K_last*eps_enc + (alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__broadcast__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """binomial-tree/broadcast Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__binomial_tree__broadcast__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """binomial-tree/broadcast last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__broadcast__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """binomial-tree/broadcast B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*(frexp_exponent(N - 1) + 0.0)/(R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__binomial_tree__broadcast__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """binomial-tree/broadcast B with T_last = budget, bytes/s."""
    try:
        return -K_last*(frexp_exponent(N - 1) + 0.0)/(R_cmp*(K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) - budget))
    except RAISED:
        return retry(train__binomial_tree__broadcast__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__binomial_tree__reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt*gamma/R_cmp + b_bkt/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)) + (K_last*gamma/R_cmp + alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + (K_last*gamma/R_cmp + alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp
    except RAISED:
        return retry(train__binomial_tree__reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """binomial-tree/reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*(frexp_exponent(N - 1) + 0.0)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*(frexp_exponent(N - 1) + 0.0) - M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(train__binomial_tree__reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """binomial-tree/reduce B with T_last = budget, bytes/s."""
    try:
        return -K_last*(frexp_exponent(N - 1) + 0.0)/(K_last*R_cmp*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0) + R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - R_cmp*budget)
    except RAISED:
        return retry(train__binomial_tree__reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + (1/2)*K_last*gamma*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0) + (M_bkt - 1)*(2*alpha*(frexp_exponent(N - 1) + 0.0) + b_bkt*eps_enc + (1/2)*b_bkt*gamma*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + b_bkt*((1/2)*(min_(float(frexp_exponent(N - 3)), 1.0) + 1)*min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)) + K_last*((1/2)*(min_(float(frexp_exponent(N - 3)), 1.0) + 1)*min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + (1/2)*K_last*gamma*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0) + K_last*((1/2)*(min_(float(frexp_exponent(N - 3)), 1.0) + 1)*min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (1/2)*(2*K_last*R_cmp*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + 4*M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) + 2*M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0) - 2*R_cmp*b_bkt*eps_enc - b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) - b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0))/R_cmp
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + (1/2)*K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0)/R_cmp + (1/2)*K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return -(K_last + M_bkt*b_bkt - b_bkt)*(min_(float(frexp_exponent(N - 3)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + min_(float(frexp_exponent(N - 2)), 1.0) + 2)*min_(float(frexp_exponent(N - 1)), 1.0)/(-2*F_ov*R_cmp*T_s + 2*K_last*R_cmp*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + 4*M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) + 2*M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0) - 2*R_cmp*b_bkt*eps_enc - 2*R_cmp*budget - b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) - b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0))
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce B with T_last = budget, bytes/s."""
    try:
        return -K_last*(min_(float(frexp_exponent(N - 3)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + min_(float(frexp_exponent(N - 2)), 1.0) + 2)*min_(float(frexp_exponent(N - 1)), 1.0)/(2*K_last*R_cmp*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + 4*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - 2*R_cmp*budget)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt/(B*R_cmp))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp) + (alpha + K_last/(B*R_cmp))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + (alpha + K_last/(B*R_cmp))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*alpha*(frexp_exponent(N) - 1.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0) - alpha*(frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*(frexp_exponent(N - 1) + 0.0) - 2*M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*R_cmp*alpha*(frexp_exponent(N) - 1.0) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce B with T_last = budget, bytes/s."""
    try:
        return K_last*(-2*(frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0))/(K_last*R_cmp*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0) + 2*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - R_cmp*alpha*(frexp_exponent(N) - 1.0) - R_cmp*budget)
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """rabenseifner/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0) + (M_bkt - 1)*(2*alpha*(frexp_exponent(N - 1) + 0.0) + b_bkt*eps_enc + b_bkt*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + b_bkt*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))/(B*R_cmp)) + K_last*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))/(B*R_cmp)
    except RAISED:
        return retry(train__rabenseifner__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """rabenseifner/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0) + K_last*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))/(B*R_cmp)
    except RAISED:
        return retry(train__rabenseifner__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """rabenseifner/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - K_last*gamma*(frexp_exponent(N) - 1.0)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1)) + 2*M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)/R_cmp + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1)) - b_bkt*eps_enc - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + b_bkt*gamma*(frexp_exponent(N) - 1.0)/R_cmp - b_bkt*gamma/R_cmp + b_bkt*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(train__rabenseifner__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """rabenseifner/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - K_last*gamma*(frexp_exponent(N) - 1.0)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1)) + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__rabenseifner__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """rabenseifner/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return 2*(K_last + M_bkt*b_bkt - b_bkt)*((frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(F_ov*R_cmp*T_s*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*R_cmp*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma - 2*M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*R_cmp*b_bkt*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma + R_cmp*b_bkt*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) + R_cmp*budget*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma)
    except RAISED:
        return retry(train__rabenseifner__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """rabenseifner/all-reduce B with T_last = budget, bytes/s."""
    try:
        return 2*K_last*(-(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - ldexp_(1.0, frexp_exponent(N) - 1) + 1)/(K_last*R_cmp*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma + 2*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - R_cmp*budget*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(train__rabenseifner__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + gamma*(K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp)) + (M_bkt - 1)*(alpha*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + b_bkt*eps_enc + gamma*(b_bkt*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + b_bkt*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp)) + (b_bkt*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + b_bkt*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/(N*R_cmp) + b_bkt*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp))/B) + (K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/(N*R_cmp) + K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp))/B
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + gamma*(K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp)) + (K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/(N*R_cmp) + K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp))/B
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter Tt of all buckets at infinite bandwidth, s."""
    try:
        return (K_last*N*R_cmp*eps_enc + K_last*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - K_last*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*N*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + K_last*N*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0) - K_last*gamma*(frexp_exponent(N) - 1.0)**3 + K_last*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*K_last*gamma*(frexp_exponent(N) - 1.0) + K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma + 2*M_bkt*N*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*N*R_cmp*alpha*(frexp_exponent(N) - 1.0) + M_bkt*N*R_cmp*b_bkt*eps_enc + M_bkt*N*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - M_bkt*N*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - M_bkt*N*b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + M_bkt*N*b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - M_bkt*b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + M_bkt*b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + M_bkt*b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) - M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)**3 + M_bkt*b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + M_bkt*b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0) + M_bkt*b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma - N*R_cmp*b_bkt*eps_enc - N*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + N*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + N*b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - N*b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) - b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) - 2*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + 2*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) + b_bkt*gamma*(frexp_exponent(N) - 1.0)**3 - b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*b_bkt*gamma*(frexp_exponent(N) - 1.0) - b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma)/(N*R_cmp)
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter last bucket at infinite bandwidth, s."""
    try:
        return (K_last*N*R_cmp*eps_enc + K_last*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - K_last*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*N*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + K_last*N*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0) - K_last*gamma*(frexp_exponent(N) - 1.0)**3 + K_last*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*K_last*gamma*(frexp_exponent(N) - 1.0) + K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma + 2*N*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - N*R_cmp*alpha*(frexp_exponent(N) - 1.0))/(N*R_cmp)
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*(N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - N*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + N*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + (frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)**3 + ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + (frexp_exponent(N) - 1.0) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + K_last*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*N*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - K_last*N*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) - K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) - 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0) + K_last*gamma*(frexp_exponent(N) - 1.0)**3 - K_last*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*K_last*gamma*(frexp_exponent(N) - 1.0) - K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma - 2*M_bkt*N*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*N*R_cmp*alpha*(frexp_exponent(N) - 1.0) - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + M_bkt*N*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + M_bkt*N*b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - M_bkt*N*b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + M_bkt*b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) - M_bkt*b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - M_bkt*b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) - 2*M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + 2*M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)**3 - M_bkt*b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - M_bkt*b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0) - M_bkt*b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - N*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - N*b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + N*b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + b_bkt*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) - b_bkt*gamma*(frexp_exponent(N) - 1.0)**3 + b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + b_bkt*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*b_bkt*gamma*(frexp_exponent(N) - 1.0) + b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma)
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter B with T_last = budget, bytes/s."""
    try:
        return K_last*(-N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + N*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + N*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - N*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) - ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - ((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) - 2*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + 2*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - (frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0)**3 - ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - ((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) - K_last*N*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*N*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) + K_last*N*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N) - 1.0) + K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*((frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - 1) + 0.0)) + 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0)) - 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N) - 1.0) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 2*K_last*gamma*(frexp_exponent(N - 1) + 0.0) - K_last*gamma*(frexp_exponent(N) - 1.0)**3 + K_last*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + K_last*gamma*((frexp_exponent(N) - 1.0)*(frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N) - 1.0)*(frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 2*K_last*gamma*(frexp_exponent(N) - 1.0) + K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma + 2*N*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - N*R_cmp*alpha*(frexp_exponent(N) - 1.0) - N*R_cmp*budget)
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_gather__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """recursive-doubling/all-gather Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) + (M_bkt - 1)*(alpha*(frexp_exponent(N - 1) + 0.0) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__recursive_doubling__all_gather__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """recursive-doubling/all-gather time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__recursive_doubling__all_gather__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """recursive-doubling/all-gather Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__recursive_doubling__all_gather__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """recursive-doubling/all-gather last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__recursive_doubling__all_gather__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """recursive-doubling/all-gather B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__recursive_doubling__all_gather__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """recursive-doubling/all-gather B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) - budget))
    except RAISED:
        return retry(train__recursive_doubling__all_gather__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__bruck__all_to_all__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """bruck/all-to-all Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) + (M_bkt - 1)*(alpha*(frexp_exponent(N - 1) + 0.0) + b_bkt*eps_enc + b_bkt*bit_count_sum_(N)/(B*N*R_cmp)) + K_last*bit_count_sum_(N)/(B*N*R_cmp)
    except RAISED:
        return retry(train__bruck__all_to_all__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__bruck__all_to_all__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """bruck/all-to-all time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) + K_last*bit_count_sum_(N)/(B*N*R_cmp)
    except RAISED:
        return retry(train__bruck__all_to_all__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__bruck__all_to_all__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """bruck/all-to-all Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__bruck__all_to_all__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__bruck__all_to_all__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """bruck/all-to-all last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__bruck__all_to_all__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__bruck__all_to_all__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """bruck/all-to-all B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*bit_count_sum_(N)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__bruck__all_to_all__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__bruck__all_to_all__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """bruck/all-to-all B with T_last = budget, bytes/s."""
    try:
        return -K_last*bit_count_sum_(N)/(N*R_cmp*(K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) - budget))
    except RAISED:
        return retry(train__bruck__all_to_all__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__hierarchical_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(-1 + N/G)/(N*R_cmp) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + (M_bkt - 1)*(alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + b_bkt*eps_enc + b_bkt*gamma*(-1 + N/G)/(N*R_cmp) + b_bkt*gamma*(G - 1)/(G*R_cmp) + b_bkt*(2*G - 2)/(B_intra*G*R_cmp) + G*b_bkt*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)) + K_last*gamma*(G - 1)/(G*R_cmp) + K_last*(2*G - 2)/(B_intra*G*R_cmp) + G*K_last*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_intra, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(-1 + N/G)/(N*R_cmp) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K_last*gamma*(G - 1)/(G*R_cmp) + K_last*(2*G - 2)/(B_intra*G*R_cmp) + G*K_last*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return 2*G*M_bkt*alpha_intra + K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) - 2*M_bkt*alpha - 2*M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp) + 2*M_bkt*N*alpha/G + 2*K_last/(B_intra*R_cmp) + 2*M_bkt*b_bkt/(B_intra*R_cmp) - 2*b_bkt/(B_intra*R_cmp) - 2*K_last/(B_intra*G*R_cmp) - 2*M_bkt*b_bkt/(B_intra*G*R_cmp) + 2*b_bkt/(B_intra*G*R_cmp)
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_intra, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return 2*G*alpha_intra + K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K_last/(B_intra*R_cmp) - 2*K_last/(B_intra*G*R_cmp)
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__required_bandwidth_total(*, B_intra, F_ov, G, K_last, M_bkt, N, R_cmp, R_nic, T_s, alpha, alpha_intra, b_bkt, budget, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return -2*B_intra*G*(G - N)*(K_last + M_bkt*b_bkt - b_bkt)/(R_nic*(B_intra*F_ov*G*N*R_cmp*T_s - 2*B_intra*(G*G)*M_bkt*N*R_cmp*alpha_intra - B_intra*G*K_last*N*R_cmp*eps_enc - B_intra*G*K_last*N*gamma + B_intra*G*K_last*gamma + 2*B_intra*G*M_bkt*N*R_cmp*alpha + 2*B_intra*G*M_bkt*N*R_cmp*alpha_intra - B_intra*G*M_bkt*N*R_cmp*b_bkt*eps_enc - B_intra*G*M_bkt*N*b_bkt*gamma + B_intra*G*M_bkt*b_bkt*gamma + B_intra*G*N*R_cmp*b_bkt*eps_enc + B_intra*G*N*R_cmp*budget + B_intra*G*N*b_bkt*gamma - B_intra*G*b_bkt*gamma - 2*B_intra*M_bkt*(N*N)*R_cmp*alpha - 2*G*K_last*N - 2*G*M_bkt*N*b_bkt + 2*G*N*b_bkt + 2*K_last*N + 2*M_bkt*N*b_bkt - 2*N*b_bkt))
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__required_bandwidth_total, {'B_intra': B_intra, 'F_ov': F_ov, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'T_s': T_s, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__required_bandwidth_last(*, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_intra, budget, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce B with T_last = budget, bytes/s."""
    try:
        return 2*B_intra*G*K_last*(G - N)/(R_nic*(2*B_intra*(G*G)*N*R_cmp*alpha_intra + B_intra*G*K_last*N*R_cmp*eps_enc + B_intra*G*K_last*N*gamma - B_intra*G*K_last*gamma - 2*B_intra*G*N*R_cmp*alpha - 2*B_intra*G*N*R_cmp*alpha_intra - B_intra*G*N*R_cmp*budget + 2*B_intra*(N*N)*R_cmp*alpha + 2*G*K_last*N - 2*K_last*N))
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__required_bandwidth_last, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__flat_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """flat-ring/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + (2*N - 2)*max_((alpha_intra + b_bkt/(B_intra*N*R_cmp))*min_(float(frexp_exponent(G - 1)), 1.0), (alpha + b_bkt/(B*N*R_cmp*R_nic))*min_(float(frexp_exponent(-1 + N/G)), 1.0)) + b_bkt*gamma*(N - 1)/(N*R_cmp)) + (2*N - 2)*max_((alpha_intra + K_last/(B_intra*N*R_cmp))*min_(float(frexp_exponent(G - 1)), 1.0), (alpha + K_last/(B*N*R_cmp*R_nic))*min_(float(frexp_exponent(-1 + N/G)), 1.0))
    except RAISED:
        return retry(train__flat_ring__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__flat_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_intra, eps_enc, gamma, **_):
    """flat-ring/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + (2*N - 2)*max_((alpha_intra + K_last/(B_intra*N*R_cmp))*min_(float(frexp_exponent(G - 1)), 1.0), (alpha + K_last/(B*N*R_cmp*R_nic))*min_(float(frexp_exponent(-1 + N/G)), 1.0))
    except RAISED:
        return retry(train__flat_ring__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'gamma': gamma})


def train__flat_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """flat-ring/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (K_last*gamma*(N - 1) + N*R_cmp*(K_last*eps_enc + 2*(N - 1)*max_((B_intra*N*R_cmp*alpha_intra + K_last)*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0))) + (M_bkt - 1)*(N*R_cmp*(b_bkt*eps_enc + 2*(N - 1)*max_((B_intra*N*R_cmp*alpha_intra + b_bkt)*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0))) + b_bkt*gamma*(N - 1)))/(N*R_cmp)
    except RAISED:
        return retry(train__flat_ring__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__flat_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_intra, eps_enc, gamma, **_):
    """flat-ring/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (K_last*gamma*(N - 1) + N*R_cmp*(K_last*eps_enc + 2*(N - 1)*max_((B_intra*N*R_cmp*alpha_intra + K_last)*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0))))/(N*R_cmp)
    except RAISED:
        return retry(train__flat_ring__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'gamma': gamma})


TRAINING = {
    'ring/all-reduce': {
        'comm_time': train__ring__all_reduce__comm_time,
        'last_bucket_time': train__ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__ring__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__ring__all_reduce__required_bandwidth_last,
    },
    'ring/reduce-scatter': {
        'comm_time': train__ring__reduce_scatter__comm_time,
        'last_bucket_time': train__ring__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__ring__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__ring__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': train__ring__reduce_scatter__required_bandwidth_total,
        'required_bandwidth_last': train__ring__reduce_scatter__required_bandwidth_last,
    },
    'ring/all-gather': {
        'comm_time': train__ring__all_gather__comm_time,
        'last_bucket_time': train__ring__all_gather__last_bucket_time,
        'comm_time_floor': train__ring__all_gather__comm_time_floor,
        'last_bucket_floor': train__ring__all_gather__last_bucket_floor,
        'required_bandwidth_total': train__ring__all_gather__required_bandwidth_total,
        'required_bandwidth_last': train__ring__all_gather__required_bandwidth_last,
    },
    'ring/broadcast': {
        'comm_time': train__ring__broadcast__comm_time,
        'last_bucket_time': train__ring__broadcast__last_bucket_time,
        'comm_time_floor': train__ring__broadcast__comm_time_floor,
        'last_bucket_floor': train__ring__broadcast__last_bucket_floor,
        'required_bandwidth_total': train__ring__broadcast__required_bandwidth_total,
        'required_bandwidth_last': train__ring__broadcast__required_bandwidth_last,
    },
    'ring/reduce': {
        'comm_time': train__ring__reduce__comm_time,
        'last_bucket_time': train__ring__reduce__last_bucket_time,
        'comm_time_floor': train__ring__reduce__comm_time_floor,
        'last_bucket_floor': train__ring__reduce__last_bucket_floor,
        'required_bandwidth_total': train__ring__reduce__required_bandwidth_total,
        'required_bandwidth_last': train__ring__reduce__required_bandwidth_last,
    },
    'ring/all-to-all': {
        'comm_time': train__ring__all_to_all__comm_time,
        'last_bucket_time': train__ring__all_to_all__last_bucket_time,
        'comm_time_floor': train__ring__all_to_all__comm_time_floor,
        'last_bucket_floor': train__ring__all_to_all__last_bucket_floor,
        'required_bandwidth_total': train__ring__all_to_all__required_bandwidth_total,
        'required_bandwidth_last': train__ring__all_to_all__required_bandwidth_last,
    },
    'parameter-server/all-reduce': {
        'comm_time': train__parameter_server__all_reduce__comm_time,
        'last_bucket_time': train__parameter_server__all_reduce__last_bucket_time,
        'comm_time_floor': train__parameter_server__all_reduce__comm_time_floor,
        'last_bucket_floor': train__parameter_server__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__parameter_server__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__parameter_server__all_reduce__required_bandwidth_last,
    },
    'naive/all-reduce': {
        'comm_time': train__naive__all_reduce__comm_time,
        'last_bucket_time': train__naive__all_reduce__last_bucket_time,
        'comm_time_floor': train__naive__all_reduce__comm_time_floor,
        'last_bucket_floor': train__naive__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__naive__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__naive__all_reduce__required_bandwidth_last,
    },
    'binomial-tree/all-reduce': {
        'comm_time': train__binomial_tree__all_reduce__comm_time,
        'last_bucket_time': train__binomial_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__binomial_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__binomial_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__binomial_tree__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__binomial_tree__all_reduce__required_bandwidth_last,
    },
    'binomial-tree/broadcast': {
        'comm_time': train__binomial_tree__broadcast__comm_time,
        'last_bucket_time': train__binomial_tree__broadcast__last_bucket_time,
        'comm_time_floor': train__binomial_tree__broadcast__comm_time_floor,
        'last_bucket_floor': train__binomial_tree__broadcast__last_bucket_floor,
        'required_bandwidth_total': train__binomial_tree__broadcast__required_bandwidth_total,
        'required_bandwidth_last': train__binomial_tree__broadcast__required_bandwidth_last,
    },
    'binomial-tree/reduce': {
        'comm_time': train__binomial_tree__reduce__comm_time,
        'last_bucket_time': train__binomial_tree__reduce__last_bucket_time,
        'comm_time_floor': train__binomial_tree__reduce__comm_time_floor,
        'last_bucket_floor': train__binomial_tree__reduce__last_bucket_floor,
        'required_bandwidth_total': train__binomial_tree__reduce__required_bandwidth_total,
        'required_bandwidth_last': train__binomial_tree__reduce__required_bandwidth_last,
    },
    'double-binary-tree/all-reduce': {
        'comm_time': train__double_binary_tree__all_reduce__comm_time,
        'last_bucket_time': train__double_binary_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__double_binary_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__double_binary_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__double_binary_tree__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__double_binary_tree__all_reduce__required_bandwidth_last,
    },
    'recursive-doubling/all-reduce': {
        'comm_time': train__recursive_doubling__all_reduce__comm_time,
        'last_bucket_time': train__recursive_doubling__all_reduce__last_bucket_time,
        'comm_time_floor': train__recursive_doubling__all_reduce__comm_time_floor,
        'last_bucket_floor': train__recursive_doubling__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__recursive_doubling__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__recursive_doubling__all_reduce__required_bandwidth_last,
    },
    'rabenseifner/all-reduce': {
        'comm_time': train__rabenseifner__all_reduce__comm_time,
        'last_bucket_time': train__rabenseifner__all_reduce__last_bucket_time,
        'comm_time_floor': train__rabenseifner__all_reduce__comm_time_floor,
        'last_bucket_floor': train__rabenseifner__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__rabenseifner__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__rabenseifner__all_reduce__required_bandwidth_last,
    },
    'recursive-halving/reduce-scatter': {
        'comm_time': train__recursive_halving__reduce_scatter__comm_time,
        'last_bucket_time': train__recursive_halving__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__recursive_halving__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__recursive_halving__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': train__recursive_halving__reduce_scatter__required_bandwidth_total,
        'required_bandwidth_last': train__recursive_halving__reduce_scatter__required_bandwidth_last,
    },
    'recursive-doubling/all-gather': {
        'comm_time': train__recursive_doubling__all_gather__comm_time,
        'last_bucket_time': train__recursive_doubling__all_gather__last_bucket_time,
        'comm_time_floor': train__recursive_doubling__all_gather__comm_time_floor,
        'last_bucket_floor': train__recursive_doubling__all_gather__last_bucket_floor,
        'required_bandwidth_total': train__recursive_doubling__all_gather__required_bandwidth_total,
        'required_bandwidth_last': train__recursive_doubling__all_gather__required_bandwidth_last,
    },
    'bruck/all-to-all': {
        'comm_time': train__bruck__all_to_all__comm_time,
        'last_bucket_time': train__bruck__all_to_all__last_bucket_time,
        'comm_time_floor': train__bruck__all_to_all__comm_time_floor,
        'last_bucket_floor': train__bruck__all_to_all__last_bucket_floor,
        'required_bandwidth_total': train__bruck__all_to_all__required_bandwidth_total,
        'required_bandwidth_last': train__bruck__all_to_all__required_bandwidth_last,
    },
    'hierarchical-ring/all-reduce': {
        'comm_time': train__hierarchical_ring__all_reduce__comm_time,
        'last_bucket_time': train__hierarchical_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__hierarchical_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__hierarchical_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__hierarchical_ring__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__hierarchical_ring__all_reduce__required_bandwidth_last,
    },
    'flat-ring/all-reduce': {
        'comm_time': train__flat_ring__all_reduce__comm_time,
        'last_bucket_time': train__flat_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__flat_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__flat_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
}
def train__cluster__ring__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + (M_bkt - 1)*(b_bkt*eps_enc + ((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(L_base + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (2*N - 2*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + ((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(L_base + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (2*N - 2*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))
    except RAISED:
        return retry(train__cluster__ring__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def train__cluster__ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + ((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(L_base + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (2*N - 2*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))
    except RAISED:
        return retry(train__cluster__ring__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def train__cluster__ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """ring/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(4*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceil_(N/G) - 1) + 2*(N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))*ceil_(R_nic*min_(N, G)/G) - 2*K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(4*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceil_(N/G) - 1) + 2*(N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))*ceil_(R_nic*min_(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - 2*b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__ring__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'plat': plat, 'x_exit': x_exit})


def train__cluster__ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """ring/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(4*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceil_(N/G) - 1) + 2*(N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))*ceil_(R_nic*min_(N, G)/G) - 2*K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__ring__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'plat': plat, 'x_exit': x_exit})


def train__cluster__ring__reduce_scatter__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__ring__reduce_scatter__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__ring__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__ring__reduce_scatter__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__ring__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce-scatter Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__ring__reduce_scatter__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__ring__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce-scatter last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__ring__reduce_scatter__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__ring__all_gather__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__ring__all_gather__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__ring__all_gather__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__ring__all_gather__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__ring__all_gather__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/all-gather Tt of all buckets at infinite bandwidth, s."""
    try:
        return (2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__ring__all_gather__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__ring__all_gather__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/all-gather last bucket at infinite bandwidth, s."""
    try:
        return (2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__ring__all_gather__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__ring__broadcast__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__ring__broadcast__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__ring__broadcast__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__ring__broadcast__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__ring__broadcast__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/broadcast Tt of all buckets at infinite bandwidth, s."""
    try:
        return (2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - b_bkt*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__ring__broadcast__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__ring__broadcast__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/broadcast last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - K_last*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__ring__broadcast__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__ring__reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__ring__reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__ring__reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__ring__reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__ring__reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + L_base*M_bkt + M_bkt*N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + M_bkt*alpha*ceil_(N/G) - M_bkt*alpha + 2*M_bkt*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*M_bkt*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + M_bkt*b_bkt*eps_enc - M_bkt*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp - K_last*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto) - M_bkt*b_bkt*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + M_bkt*b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto) + b_bkt*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) - b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__ring__reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__ring__reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - K_last*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__ring__reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__ring__all_to_all__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """ring/all-to-all Tt of all buckets, s."""
    try:
        return K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + b_bkt*eps_enc + max_(b_bkt*(min_(N, G) - 1)/(B_intra*N*R_cmp*eta_up), b_bkt*(N - min_(N, G))*((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*R_cmp*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/f_proto) + max_(K_last*(min_(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - min_(N, G))*((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*R_cmp*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/f_proto
    except RAISED:
        return retry(train__cluster__ring__all_to_all__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__ring__all_to_all__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """ring/all-to-all time of the last bucket, s."""
    try:
        return K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + max_(K_last*(min_(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - min_(N, G))*((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*R_cmp*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/f_proto
    except RAISED:
        return retry(train__cluster__ring__all_to_all__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__ring__all_to_all__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, **_):
    """ring/all-to-all Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1)) + K_last*(min_(N, G) - 1) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + b_bkt*eps_enc) + b_bkt*(min_(N, G) - 1)))/(B_intra*N*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__ring__all_to_all__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__ring__all_to_all__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, **_):
    """ring/all-to-all last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1)) + K_last*(min_(N, G) - 1))/(B_intra*N*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__ring__all_to_all__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__double_binary_tree__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + K_last*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(((1/2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + (1/2)*(1.0 if (ceil_(N/G)) > (3) else 0.0) + 1)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), ((1/2)*(ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 1)*ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))))/(R_cmp*f_proto) + L_base + 2*alpha_intra*(min_(N, G) - 1) + (M_bkt - 1)*(L_base + 2*alpha_intra*(min_(N, G) - 1) + b_bkt*eps_enc + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0) + b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + b_bkt*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(((1/2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + (1/2)*(1.0 if (ceil_(N/G)) > (3) else 0.0) + 1)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), ((1/2)*(ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 1)*ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))))/(R_cmp*f_proto)) + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(train__cluster__double_binary_tree__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__double_binary_tree__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + K_last*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(((1/2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + (1/2)*(1.0 if (ceil_(N/G)) > (3) else 0.0) + 1)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), ((1/2)*(ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 1)*ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))))/(R_cmp*f_proto) + L_base + 2*alpha_intra*(min_(N, G) - 1) + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(train__cluster__double_binary_tree__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__double_binary_tree__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, **_):
    """double-binary-tree/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*f_proto*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + 2*alpha_intra*(min_(N, G) - 1) + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)) + K_last*((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*f_proto*(L_base + 2*alpha_intra*(min_(N, G) - 1) + b_bkt*eps_enc + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)) + B_intra*b_bkt*eta_up*f_proto*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + b_bkt*((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__double_binary_tree__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__double_binary_tree__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, gamma, n_leaf, **_):
    """double-binary-tree/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*f_proto*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + 2*alpha_intra*(min_(N, G) - 1) + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)) + K_last*((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__double_binary_tree__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__nvls__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)
    except RAISED:
        return retry(train__cluster__nvls__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__nvls__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)
    except RAISED:
        return retry(train__cluster__nvls__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__nvls__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_nvls, f_proto, n_leaf, **_):
    """nvls/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*R_cmp*eta_nvls*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_nvls*f_proto*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)))/(B_intra*R_cmp*eta_nvls*f_proto)
    except RAISED:
        return retry(train__cluster__nvls__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__nvls__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_nvls, f_proto, n_leaf, **_):
    """nvls/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*R_cmp*eta_nvls*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0))/(B_intra*R_cmp*eta_nvls*f_proto)
    except RAISED:
        return retry(train__cluster__nvls__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__nvls__all_gather__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + b_bkt*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)
    except RAISED:
        return retry(train__cluster__nvls__all_gather__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__nvls__all_gather__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)
    except RAISED:
        return retry(train__cluster__nvls__all_gather__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__nvls__all_gather__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/all-gather Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))*ceil_(R_nic*min_(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__nvls__all_gather__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__nvls__all_gather__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/all-gather last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__nvls__all_gather__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__nvls__reduce_scatter__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + b_bkt*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)
    except RAISED:
        return retry(train__cluster__nvls__reduce_scatter__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__nvls__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)
    except RAISED:
        return retry(train__cluster__nvls__reduce_scatter__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__nvls__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/reduce-scatter Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))*ceil_(R_nic*min_(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__nvls__reduce_scatter__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__nvls__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/reduce-scatter last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__nvls__reduce_scatter__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__nvls_tree__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(((1/2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + (1/2)*(1.0 if (ceil_(N/G)) > (3) else 0.0) + 1)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), ((1/2)*(ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 1)*ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))))/(R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0) + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(((1/2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + (1/2)*(1.0 if (ceil_(N/G)) > (3) else 0.0) + 1)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), ((1/2)*(ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 1)*ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))))/(R_cmp*f_proto)) + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(train__cluster__nvls_tree__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__nvls_tree__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_(1/(B_intra*eta_nvls), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(max_(((1/2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + (1/2)*(1.0 if (ceil_(N/G)) > (3) else 0.0) + 1)/(B*eta_net*ceil_(R_nic*min_(N, G)/G)), ((1/2)*(ceil_(N/G) % 2)*(1.0 if (ceil_(N/G)) > (2) else 0.0) + 1)*ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/(B*eta_net*ceil_(R_nic*min_(N, G)/G))), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*tree_tier_bytes(ceil_(N/G), n_leaf)/(B*eta_net*n_leaf*ceil_(R_nic*min_(N, G)/G))))/(R_cmp*f_proto) + L_base + alpha_intra + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(train__cluster__nvls_tree__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__nvls_tree__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_nvls, f_proto, n_leaf, **_):
    """nvls-tree/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + L_base*M_bkt + 2*M_bkt*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 4*M_bkt*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) + M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc + K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(B_intra*R_cmp*eta_nvls*f_proto) + M_bkt*b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)/(B_intra*R_cmp*eta_nvls*f_proto) - b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)/(B_intra*R_cmp*eta_nvls*f_proto)
    except RAISED:
        return retry(train__cluster__nvls_tree__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__nvls_tree__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_nvls, f_proto, n_leaf, **_):
    """nvls-tree/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*R_cmp*eta_nvls*f_proto*(K_last*eps_enc + L_base + alpha_intra + 2*(alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*(frexp_exponent(ceil_(N/G)) - 1.0)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0))/(B_intra*R_cmp*eta_nvls*f_proto)
    except RAISED:
        return retry(train__cluster__nvls_tree__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_nvls': eta_nvls, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__collnet_direct__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*max_(2*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*min_(N, G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + b_bkt*eps_enc + b_bkt*max_(2*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*min_(N, G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto))
    except RAISED:
        return retry(train__cluster__collnet_direct__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__collnet_direct__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*max_(2*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up*min_(N, G)), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)
    except RAISED:
        return retry(train__cluster__collnet_direct__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__collnet_direct__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, **_):
    """collnet-direct/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*min_(N, G) + 2*K_last*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + b_bkt*eps_enc)*min_(N, G) + 2*b_bkt*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*R_cmp*eta_up*f_proto*min_(N, G))
    except RAISED:
        return retry(train__cluster__collnet_direct__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__collnet_direct__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, **_):
    """collnet-direct/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*min_(N, G) + 2*K_last*(min_(N, G) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*R_cmp*eta_up*f_proto*min_(N, G))
    except RAISED:
        return retry(train__cluster__collnet_direct__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__collnet_chain__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + alpha_intra*(2*min_(N, G) - 2) + (M_bkt - 1)*(L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + alpha_intra*(2*min_(N, G) - 2) + b_bkt*eps_enc + b_bkt*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto))
    except RAISED:
        return retry(train__cluster__collnet_chain__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__collnet_chain__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*max_(((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + alpha_intra*(2*min_(N, G) - 2)
    except RAISED:
        return retry(train__cluster__collnet_chain__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__collnet_chain__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, **_):
    """collnet-chain/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*(min_(N, G) - 1)) + K_last*((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*(min_(N, G) - 1) + b_bkt*eps_enc) + b_bkt*((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__collnet_chain__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__collnet_chain__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, **_):
    """collnet-chain/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 2*alpha_intra*(min_(N, G) - 1)) + K_last*((1.0 if (min_(N, G)) > (2) else 0.0) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__collnet_chain__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__pat__all_gather__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) + (M_bkt - 1)*(L_base + N*alpha_intra + (2/7)*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) + b_bkt*eps_enc + b_bkt*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto))
    except RAISED:
        return retry(train__cluster__pat__all_gather__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__pat__all_gather__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(train__cluster__pat__all_gather__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__pat__all_gather__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """pat/all-gather Tt of all buckets at infinite bandwidth, s."""
    try:
        return (1/7)*(B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0))*ceil_(R_nic*min_(N, G)/G) - 7*K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) + 7*b_bkt*eps_enc)*ceil_(R_nic*min_(N, G)/G) - 7*b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__pat__all_gather__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__pat__all_gather__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """pat/all-gather last bucket at infinite bandwidth, s."""
    try:
        return ((1/7)*B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0))*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__pat__all_gather__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__pat__reduce_scatter__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) + (M_bkt - 1)*(L_base + N*alpha_intra + (2/7)*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto))
    except RAISED:
        return retry(train__cluster__pat__reduce_scatter__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__pat__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0)
    except RAISED:
        return retry(train__cluster__pat__reduce_scatter__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__pat__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """pat/reduce-scatter Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(R_nic*min_(N, G)/G) + (1/7)*B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0))*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (1/7)*(M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0) + 7*b_bkt*eps_enc)*ceil_(R_nic*min_(N, G)/G) + 7*B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceil_(R_nic*min_(N, G)/G) - 7*b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__pat__reduce_scatter__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__pat__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """pat/reduce-scatter last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(R_nic*min_(N, G)/G) + (1/7)*B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*(frexp_exponent(ceil_(N/G)) - 1.0) + 14*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*(frexp_exponent(ceil_(N/G)) - 1.0))*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__pat__reduce_scatter__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__flat_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + (M_bkt - 1)*(b_bkt*eps_enc + ((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(L_base + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (2*N - 2*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + ((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(L_base + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (2*N - 2*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))
    except RAISED:
        return retry(train__cluster__flat_ring__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def train__cluster__flat_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + ((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(L_base + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (2*N - 2*ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))
    except RAISED:
        return retry(train__cluster__flat_ring__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'plat': plat, 'x_exit': x_exit})


def train__cluster__flat_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """flat-ring/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(4*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceil_(N/G) - 1) + 2*(N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))*ceil_(R_nic*min_(N, G)/G) - 2*K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(4*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceil_(N/G) - 1) + 2*(N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))*ceil_(R_nic*min_(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - 2*b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__flat_ring__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'plat': plat, 'x_exit': x_exit})


def train__cluster__flat_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """flat-ring/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 1)*(4*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceil_(N/G) - 1) + 2*(N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G))*ceil_(R_nic*min_(N, G)/G) - 2*K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__flat_ring__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'plat': plat, 'x_exit': x_exit})


def train__cluster__flat_ring__reduce_scatter__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__flat_ring__reduce_scatter__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__flat_ring__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__flat_ring__reduce_scatter__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__flat_ring__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce-scatter Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__flat_ring__reduce_scatter__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__flat_ring__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce-scatter last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__flat_ring__reduce_scatter__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__flat_ring__all_gather__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__flat_ring__all_gather__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__flat_ring__all_gather__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__flat_ring__all_gather__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__flat_ring__all_gather__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/all-gather Tt of all buckets at infinite bandwidth, s."""
    try:
        return (2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__flat_ring__all_gather__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__flat_ring__all_gather__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/all-gather last bucket at infinite bandwidth, s."""
    try:
        return (2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(N - 1)*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__flat_ring__all_gather__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__flat_ring__broadcast__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__flat_ring__broadcast__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__flat_ring__broadcast__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__flat_ring__broadcast__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__flat_ring__broadcast__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/broadcast Tt of all buckets at infinite bandwidth, s."""
    try:
        return (2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - K_last*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(R_nic*min_(N, G)/G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G) - b_bkt*(x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) - ceil_(R_nic*min_(N, G)/G))*ceil_(N/G)*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*R_cmp*eta_up*f_proto*ceil_(N/G)*ceil_(R_nic*min_(N, G)/G))
    except RAISED:
        return retry(train__cluster__flat_ring__broadcast__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__flat_ring__broadcast__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/broadcast last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - K_last*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__flat_ring__broadcast__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__flat_ring__reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + b_bkt*eps_enc + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__flat_ring__reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__flat_ring__reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*max_((-x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/ceil_(R_nic*min_(N, G)/G) + 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(ceil_(N/G) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + (N - ceil_(N/G))*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__flat_ring__reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub, 'x_exit': x_exit})


def train__cluster__flat_ring__reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + L_base*M_bkt + M_bkt*N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + M_bkt*alpha*ceil_(N/G) - M_bkt*alpha + 2*M_bkt*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*M_bkt*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + M_bkt*b_bkt*eps_enc - M_bkt*ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp - K_last*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto) - M_bkt*b_bkt*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + M_bkt*b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto) + b_bkt*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) - b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__flat_ring__reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__flat_ring__reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + L_base + N*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + alpha*ceil_(N/G) - alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) - ceil_(N/G)*max_(alpha_intra, alpha_ovh*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - K_last*x_exit*floor_(ceil_(R_nic*min_(N, G)/G)/min_(N, G))*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto*ceil_(R_nic*min_(N, G)/G)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__flat_ring__reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'alpha_ovh': alpha_ovh, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'gamma': gamma, 'n_leaf': n_leaf, 'x_exit': x_exit})


def train__cluster__flat_ring__all_to_all__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """flat-ring/all-to-all Tt of all buckets, s."""
    try:
        return K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + (M_bkt - 1)*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + b_bkt*eps_enc + max_(b_bkt*(min_(N, G) - 1)/(B_intra*N*R_cmp*eta_up), b_bkt*(N - min_(N, G))*((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*R_cmp*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/f_proto) + max_(K_last*(min_(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - min_(N, G))*((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*R_cmp*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/f_proto
    except RAISED:
        return retry(train__cluster__flat_ring__all_to_all__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__flat_ring__all_to_all__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """flat-ring/all-to-all time of the last bucket, s."""
    try:
        return K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + max_(K_last*(min_(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - min_(N, G))*((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*N*R_cmp*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/f_proto
    except RAISED:
        return retry(train__cluster__flat_ring__all_to_all__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__flat_ring__all_to_all__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, **_):
    """flat-ring/all-to-all Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1)) + K_last*(min_(N, G) - 1) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1) + b_bkt*eps_enc) + b_bkt*(min_(N, G) - 1)))/(B_intra*N*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__flat_ring__all_to_all__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__flat_ring__all_to_all__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, **_):
    """flat-ring/all-to-all last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceil_(N/G) - 1) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*floor_((ceil_(N/G) - 1)/min_(n_leaf, ceil_(N/G)))*min_(n_leaf, ceil_(N/G)) + alpha_intra*(min_(N, G) - 1)) + K_last*(min_(N, G) - 1))/(B_intra*N*R_cmp*eta_up*f_proto)
    except RAISED:
        return retry(train__cluster__flat_ring__all_to_all__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'L_base': L_base, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'f_proto': f_proto, 'n_leaf': n_leaf})


def train__cluster__hierarchical_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + alpha_intra*(2*min_(N, G) - 2) + (M_bkt - 1)*(alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + alpha_intra*(2*min_(N, G) - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*min_(N, G) - 2)/(B_intra*R_cmp*eta_up*min_(N, G)) + b_bkt*((max_(1, o_sub/n_leaf) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*(2*ceil_(N/G) - 2)*((ceil_(min_(N, G)/R_nic)) if ((R_nic < min_(N, G))) else (1/floor_(R_nic/min_(N, G))))/(B*R_cmp*eta_net*ceil_(N/G)*min_(N, G))) + K_last*(2*min_(N, G) - 2)/(B_intra*R_cmp*eta_up*min_(N, G)) + K_last*((max_(1, o_sub/n_leaf) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*(2*ceil_(N/G) - 2)*((ceil_(min_(N, G)/R_nic)) if ((R_nic < min_(N, G))) else (1/floor_(R_nic/min_(N, G))))/(B*R_cmp*eta_net*ceil_(N/G)*min_(N, G))
    except RAISED:
        return retry(train__cluster__hierarchical_ring__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__hierarchical_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*ceil_(N/G) - 2) + 2*alpha_hop*(2*ceil_(N/G) - 2)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + alpha_intra*(2*min_(N, G) - 2) + K_last*(2*min_(N, G) - 2)/(B_intra*R_cmp*eta_up*min_(N, G)) + K_last*((max_(1, o_sub/n_leaf) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*(2*ceil_(N/G) - 2)*((ceil_(min_(N, G)/R_nic)) if ((R_nic < min_(N, G))) else (1/floor_(R_nic/min_(N, G))))/(B*R_cmp*eta_net*ceil_(N/G)*min_(N, G))
    except RAISED:
        return retry(train__cluster__hierarchical_ring__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__hierarchical_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """hierarchical-ring/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*M_bkt*alpha*ceil_(N/G) - 2*M_bkt*alpha + 4*M_bkt*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 4*M_bkt*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + 2*M_bkt*alpha_intra*min_(N, G) - 2*M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp) + 2*K_last/(B_intra*R_cmp*eta_up) - 2*K_last/(B_intra*R_cmp*eta_up*min_(N, G)) + 2*M_bkt*b_bkt/(B_intra*R_cmp*eta_up) - 2*M_bkt*b_bkt/(B_intra*R_cmp*eta_up*min_(N, G)) - 2*b_bkt/(B_intra*R_cmp*eta_up) + 2*b_bkt/(B_intra*R_cmp*eta_up*min_(N, G))
    except RAISED:
        return retry(train__cluster__hierarchical_ring__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__hierarchical_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """hierarchical-ring/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*alpha*ceil_(N/G) - 2*alpha + 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 4*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(ceil_(ceil_(N/G)/n_leaf), 1)/ceil_(N/G) + 2*alpha_intra*min_(N, G) - 2*alpha_intra + 2*K_last/(B_intra*R_cmp*eta_up) - 2*K_last/(B_intra*R_cmp*eta_up*min_(N, G))
    except RAISED:
        return retry(train__cluster__hierarchical_ring__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__hierarchical_ring__all_reduce__required_bandwidth_total(*, B_intra, F_ov, G, K_last, M_bkt, N, R_cmp, R_nic, T_s, alpha, alpha_hop, alpha_intra, b_bkt, budget, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return ((2*B_intra*N*eta_up*(ceil_(N/G) - 1)*(K_last + M_bkt*b_bkt - b_bkt)*((1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*ceil_(min_(N, G)/R_nic)/(eta_net*(B_intra*F_ov*N*R_cmp*T_s*eta_up*ceil_(N/G)*min_(N, G) - B_intra*K_last*N*R_cmp*eps_enc*eta_up*ceil_(N/G)*min_(N, G) - B_intra*K_last*N*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*K_last*eta_up*gamma*ceil_(N/G)*min_(N, G) - 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*(ceil_(N/G)*ceil_(N/G))*min_(N, G) + 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*ceil_(N/G)*min_(N, G) - 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*ceil_(N/G)*(min_(N, G)*min_(N, G)) + 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*ceil_(N/G)*min_(N, G) - B_intra*M_bkt*N*R_cmp*b_bkt*eps_enc*eta_up*ceil_(N/G)*min_(N, G) - B_intra*M_bkt*N*b_bkt*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*M_bkt*b_bkt*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*ceil_(N/G)*min_(N, G) + B_intra*N*R_cmp*budget*eta_up*ceil_(N/G)*min_(N, G) + B_intra*N*b_bkt*eta_up*gamma*ceil_(N/G)*min_(N, G) - B_intra*b_bkt*eta_up*gamma*ceil_(N/G)*min_(N, G) - 2*K_last*N*ceil_(N/G)*min_(N, G) + 2*K_last*N*ceil_(N/G) - 2*M_bkt*N*b_bkt*ceil_(N/G)*min_(N, G) + 2*M_bkt*N*b_bkt*ceil_(N/G) + 2*N*b_bkt*ceil_(N/G)*min_(N, G) - 2*N*b_bkt*ceil_(N/G)))) if ((R_nic < min_(N, G))) else (2*B_intra*N*eta_up*(ceil_(N/G) - 1)*(K_last + M_bkt*b_bkt - b_bkt)*((1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)/(eta_net*(B_intra*F_ov*N*R_cmp*T_s*eta_up*ceil_(N/G)*min_(N, G) - B_intra*K_last*N*R_cmp*eps_enc*eta_up*ceil_(N/G)*min_(N, G) - B_intra*K_last*N*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*K_last*eta_up*gamma*ceil_(N/G)*min_(N, G) - 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*(ceil_(N/G)*ceil_(N/G))*min_(N, G) + 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*ceil_(N/G)*min_(N, G) - 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*ceil_(N/G)*(min_(N, G)*min_(N, G)) + 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*ceil_(N/G)*min_(N, G) - B_intra*M_bkt*N*R_cmp*b_bkt*eps_enc*eta_up*ceil_(N/G)*min_(N, G) - B_intra*M_bkt*N*b_bkt*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*M_bkt*b_bkt*eta_up*gamma*ceil_(N/G)*min_(N, G) + B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*ceil_(N/G)*min_(N, G) + B_intra*N*R_cmp*budget*eta_up*ceil_(N/G)*min_(N, G) + B_intra*N*b_bkt*eta_up*gamma*ceil_(N/G)*min_(N, G) - B_intra*b_bkt*eta_up*gamma*ceil_(N/G)*min_(N, G) - 2*K_last*N*ceil_(N/G)*min_(N, G) + 2*K_last*N*ceil_(N/G) - 2*M_bkt*N*b_bkt*ceil_(N/G)*min_(N, G) + 2*M_bkt*N*b_bkt*ceil_(N/G) + 2*N*b_bkt*ceil_(N/G)*min_(N, G) - 2*N*b_bkt*ceil_(N/G))*floor_(R_nic/min_(N, G)))))
    except RAISED:
        return retry(train__cluster__hierarchical_ring__all_reduce__required_bandwidth_total, {'B_intra': B_intra, 'F_ov': F_ov, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'T_s': T_s, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__hierarchical_ring__all_reduce__required_bandwidth_last(*, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, budget, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce B with T_last = budget, bytes/s."""
    try:
        return ((2*B_intra*K_last*N*eta_up*(-(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(1, o_sub/n_leaf) + (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G) + (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) - ceil_(N/G) + 1)*ceil_(min_(N, G)/R_nic)/(eta_net*(B_intra*K_last*N*R_cmp*eps_enc*eta_up*ceil_(N/G)*min_(N, G) + B_intra*K_last*N*eta_up*gamma*ceil_(N/G)*min_(N, G) - B_intra*K_last*eta_up*gamma*ceil_(N/G)*min_(N, G) + 2*B_intra*N*R_cmp*alpha*eta_up*(ceil_(N/G)*ceil_(N/G))*min_(N, G) - 2*B_intra*N*R_cmp*alpha*eta_up*ceil_(N/G)*min_(N, G) + 4*B_intra*N*R_cmp*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 4*B_intra*N*R_cmp*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*B_intra*N*R_cmp*alpha_intra*eta_up*ceil_(N/G)*(min_(N, G)*min_(N, G)) - 2*B_intra*N*R_cmp*alpha_intra*eta_up*ceil_(N/G)*min_(N, G) - B_intra*N*R_cmp*budget*eta_up*ceil_(N/G)*min_(N, G) + 2*K_last*N*ceil_(N/G)*min_(N, G) - 2*K_last*N*ceil_(N/G)))) if ((R_nic < min_(N, G))) else (2*B_intra*K_last*N*eta_up*(-(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*max_(1, o_sub/n_leaf) + (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G) + (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*max_(1, o_sub/n_leaf) - (1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) - ceil_(N/G) + 1)/(eta_net*(B_intra*K_last*N*R_cmp*eps_enc*eta_up*ceil_(N/G)*min_(N, G) + B_intra*K_last*N*eta_up*gamma*ceil_(N/G)*min_(N, G) - B_intra*K_last*eta_up*gamma*ceil_(N/G)*min_(N, G) + 2*B_intra*N*R_cmp*alpha*eta_up*(ceil_(N/G)*ceil_(N/G))*min_(N, G) - 2*B_intra*N*R_cmp*alpha*eta_up*ceil_(N/G)*min_(N, G) + 4*B_intra*N*R_cmp*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*ceil_(N/G)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) - 4*B_intra*N*R_cmp*alpha_hop*eta_up*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(N, G)*max_(ceil_(ceil_(N/G)/n_leaf), 1) + 2*B_intra*N*R_cmp*alpha_intra*eta_up*ceil_(N/G)*(min_(N, G)*min_(N, G)) - 2*B_intra*N*R_cmp*alpha_intra*eta_up*ceil_(N/G)*min_(N, G) - B_intra*N*R_cmp*budget*eta_up*ceil_(N/G)*min_(N, G) + 2*K_last*N*ceil_(N/G)*min_(N, G) - 2*K_last*N*ceil_(N/G))*floor_(R_nic/min_(N, G)))))
    except RAISED:
        return retry(train__cluster__hierarchical_ring__all_reduce__required_bandwidth_last, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'budget': budget, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__parameter_server__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """parameter-server/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(2*N - 2)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (2*N - 2)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(2*N - 2)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp) + (2*N - 2)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__parameter_server__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__parameter_server__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """parameter-server/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(2*N - 2)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + (2*N - 2)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__parameter_server__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__parameter_server__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """parameter-server/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + 2*K_last*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*(b_bkt*eps_enc + 2*(N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + B_intra*b_bkt*eta_up*gamma*(N - 1) + 2*b_bkt*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__parameter_server__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__parameter_server__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """parameter-server/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + 2*K_last*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__parameter_server__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__naive__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """naive/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(N - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(N - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp) + (N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__naive__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__naive__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """naive/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(N - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + (N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__naive__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__naive__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """naive/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + (N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + K_last*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*(b_bkt*eps_enc + (N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + B_intra*b_bkt*eta_up*gamma*(N - 1) + b_bkt*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__naive__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__naive__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """naive/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + (N - 1)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + K_last*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__naive__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__binomial_tree__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*(max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp)*(frexp_exponent(N - 1) + 0.0) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp) + 2*(K_last*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__cluster__binomial_tree__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__binomial_tree__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*(K_last*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__cluster__binomial_tree__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__binomial_tree__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """binomial-tree/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*(frexp_exponent(N - 1) + 0.0) + (M_bkt - 1)*(B_intra*R_cmp*b_bkt*eps_enc*eta_up + B_intra*b_bkt*eta_up*gamma*(frexp_exponent(N - 1) + 0.0) + 2*(B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0)) + 2*(B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K_last*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__binomial_tree__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__binomial_tree__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """binomial-tree/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*(frexp_exponent(N - 1) + 0.0) + 2*(B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K_last*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__binomial_tree__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__binomial_tree__broadcast__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """binomial-tree/broadcast Tt of all buckets, s."""
    try:
        return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp)*(frexp_exponent(N - 1) + 0.0)) + (K_last*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__cluster__binomial_tree__broadcast__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__binomial_tree__broadcast__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """binomial-tree/broadcast time of the last bucket, s."""
    try:
        return K_last*eps_enc + (K_last*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__cluster__binomial_tree__broadcast__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__binomial_tree__broadcast__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, n_leaf, **_):
    """binomial-tree/broadcast Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*b_bkt*eps_enc + M_bkt*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), alpha*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - b_bkt*eps_enc + K_last*(frexp_exponent(N - 1) + 0.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up) + M_bkt*b_bkt*(frexp_exponent(N - 1) + 0.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up) - b_bkt*(frexp_exponent(N - 1) + 0.0)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__binomial_tree__broadcast__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'n_leaf': n_leaf})


def train__cluster__binomial_tree__broadcast__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, n_leaf, **_):
    """binomial-tree/broadcast last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*R_cmp*eps_enc*eta_up + (B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K_last*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__binomial_tree__broadcast__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'n_leaf': n_leaf})


def train__cluster__binomial_tree__reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*gamma/R_cmp + b_bkt*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp)*(frexp_exponent(N - 1) + 0.0)) + (K_last*gamma/R_cmp + K_last*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__cluster__binomial_tree__reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__binomial_tree__reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + (K_last*gamma/R_cmp + K_last*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__cluster__binomial_tree__reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__binomial_tree__reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """binomial-tree/reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*R_cmp*eps_enc*eta_up + (M_bkt - 1)*(B_intra*R_cmp*b_bkt*eps_enc*eta_up + (B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + B_intra*b_bkt*eta_up*gamma + b_bkt*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0)) + (B_intra*K_last*eta_up*gamma + B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K_last*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__binomial_tree__reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__binomial_tree__reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """binomial-tree/reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*R_cmp*eps_enc*eta_up + (B_intra*K_last*eta_up*gamma + B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K_last*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(frexp_exponent(N - 1) + 0.0))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__binomial_tree__reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__recursive_doubling__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-doubling/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp) + (K_last*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(train__cluster__recursive_doubling__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__recursive_doubling__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-doubling/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + (K_last*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(train__cluster__recursive_doubling__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__recursive_doubling__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """recursive-doubling/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*(frexp_exponent(N - 1) + 0.0) + (M_bkt - 1)*(B_intra*R_cmp*b_bkt*eps_enc*eta_up + B_intra*b_bkt*eta_up*gamma*(frexp_exponent(N - 1) + 0.0) + (B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))) + (B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K_last*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__recursive_doubling__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__recursive_doubling__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """recursive-doubling/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*(frexp_exponent(N - 1) + 0.0) + (B_intra*R_cmp*eta_up*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + K_last*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)))/(B_intra*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__recursive_doubling__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__rabenseifner__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """rabenseifner/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + b_bkt*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp) + 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__rabenseifner__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__rabenseifner__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """rabenseifner/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/R_cmp + 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__rabenseifner__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__rabenseifner__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """rabenseifner/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*gamma*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ldexp_(1.0, frexp_exponent(N) - 1) + 2*K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*(b_bkt*eps_enc + 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ldexp_(1.0, frexp_exponent(N) - 1) + B_intra*b_bkt*eta_up*gamma*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1) + 2*b_bkt*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*R_cmp*eta_up*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(train__cluster__rabenseifner__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__rabenseifner__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """rabenseifner/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*gamma*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)))*ldexp_(1.0, frexp_exponent(N) - 1) + 2*K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*R_cmp*eta_up*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(train__cluster__rabenseifner__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__recursive_halving__reduce_scatter__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-halving/reduce-scatter Tt of all buckets, s."""
    try:
        return K_last*eps_enc + gamma*(K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp)) + (M_bkt - 1)*(b_bkt*eps_enc + gamma*(b_bkt*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + b_bkt*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp)) + (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + (b_bkt*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + b_bkt*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/(N*R_cmp) + b_bkt*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))) + (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + (K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/(N*R_cmp) + K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))
    except RAISED:
        return retry(train__cluster__recursive_halving__reduce_scatter__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__recursive_halving__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-halving/reduce-scatter time of the last bucket, s."""
    try:
        return K_last*eps_enc + gamma*(K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp)) + (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + (K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + K_last*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/(N*R_cmp) + K_last*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(((frexp_exponent(N) - 1.0) - (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) - 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) + 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(N*R_cmp))*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))
    except RAISED:
        return retry(train__cluster__recursive_halving__reduce_scatter__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__recursive_halving__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """recursive-halving/reduce-scatter Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*gamma*(N*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) - ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*((-(frexp_exponent(N) - 1.0) + (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1) + B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + K_last*(N*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) - ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*((-(frexp_exponent(N) - 1.0) + (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*(b_bkt*eps_enc + (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + B_intra*b_bkt*eta_up*gamma*(N*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) - ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*((-(frexp_exponent(N) - 1.0) + (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1) + b_bkt*(N*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) - ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*((-(frexp_exponent(N) - 1.0) + (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__recursive_halving__reduce_scatter__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__recursive_halving__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """recursive-halving/reduce-scatter last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*K_last*eta_up*gamma*(N*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) - ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*((-(frexp_exponent(N) - 1.0) + (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1) + B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + K_last*(N*((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) - ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*((-(frexp_exponent(N) - 1.0) + (frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1.0) + 1)*(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 2*ldexp_(1.0, frexp_exponent(N - (frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0) - ldexp_(1.0, frexp_exponent(N) - 1) + 1) - 1) + 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__recursive_halving__reduce_scatter__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'gamma': gamma, 'n_leaf': n_leaf})


def train__cluster__recursive_doubling__all_gather__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """recursive-doubling/all-gather Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*(N - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp)) + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__recursive_doubling__all_gather__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__recursive_doubling__all_gather__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """recursive-doubling/all-gather time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*(N - 1)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)*max_(ceil_(ceil_(R_nic*min_(N, G)/G)/ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G))/ceil_(R_nic*min_(N, G)/G), o_sub*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)/(n_leaf*ceil_(R_nic*min_(N, G)/G)))/(B*eta_net))/(N*R_cmp) + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__recursive_doubling__all_gather__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__recursive_doubling__all_gather__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, n_leaf, **_):
    """recursive-doubling/all-gather Tt of all buckets at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + K_last*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*(b_bkt*eps_enc + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + b_bkt*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)))/(B_intra*N*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__recursive_doubling__all_gather__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'n_leaf': n_leaf})


def train__cluster__recursive_doubling__all_gather__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, n_leaf, **_):
    """recursive-doubling/all-gather last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + K_last*(N - 1)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__recursive_doubling__all_gather__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'n_leaf': n_leaf})


def train__cluster__bruck__all_to_all__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """bruck/all-to-all Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*bit_count_sum_(N)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), ((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) + b_bkt*bit_count_sum_(N)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), ((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/(N*R_cmp)) + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__bruck__all_to_all__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__bruck__all_to_all__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """bruck/all-to-all time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*bit_count_sum_(N)*max_(min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*eta_up), ((max_(1, o_sub*(ceil_(N/G) - min_(ceil_(N/G), n_leaf))/max_(ceil_(N/G) - 1, 1)) - 1)*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0) + 1)*min_(N, G)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)/(B*eta_net*ceil_(R_nic*(-G*(ceil_(N/G) - 1) + N)/G)))/(N*R_cmp) + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))
    except RAISED:
        return retry(train__cluster__bruck__all_to_all__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_net': eta_net, 'eta_up': eta_up, 'n_leaf': n_leaf, 'o_sub': o_sub})


def train__cluster__bruck__all_to_all__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, n_leaf, **_):
    """bruck/all-to-all Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*b_bkt*eps_enc + M_bkt*(frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), alpha*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0) + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0)*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0)) - b_bkt*eps_enc + K_last*bit_count_sum_(N)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*R_cmp*eta_up) + M_bkt*b_bkt*bit_count_sum_(N)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*R_cmp*eta_up) - b_bkt*bit_count_sum_(N)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0)/(B_intra*N*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__bruck__all_to_all__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'eta_up': eta_up, 'n_leaf': n_leaf})


def train__cluster__bruck__all_to_all__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, n_leaf, **_):
    """bruck/all-to-all last bucket at infinite bandwidth, s."""
    try:
        return (B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (frexp_exponent(N - 1) + 0.0)*max_(alpha_intra*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0), (alpha + 2*alpha_hop*(1.0 if (ceil_(N/G)) > (n_leaf) else 0.0))*min_(float(frexp_exponent(ceil_(N/G) - 1)), 1.0))) + K_last*bit_count_sum_(N)*min_(float(frexp_exponent(min_(N, G) - 1)), 1.0))/(B_intra*N*R_cmp*eta_up)
    except RAISED:
        return retry(train__cluster__bruck__all_to_all__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_hop': alpha_hop, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'eta_up': eta_up, 'n_leaf': n_leaf})


CLUSTER_TRAINING = {
    'ring/all-reduce': {
        'comm_time': train__cluster__ring__all_reduce__comm_time,
        'last_bucket_time': train__cluster__ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/reduce-scatter': {
        'comm_time': train__cluster__ring__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__ring__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__ring__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/all-gather': {
        'comm_time': train__cluster__ring__all_gather__comm_time,
        'last_bucket_time': train__cluster__ring__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__ring__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/broadcast': {
        'comm_time': train__cluster__ring__broadcast__comm_time,
        'last_bucket_time': train__cluster__ring__broadcast__last_bucket_time,
        'comm_time_floor': train__cluster__ring__broadcast__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__broadcast__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/reduce': {
        'comm_time': train__cluster__ring__reduce__comm_time,
        'last_bucket_time': train__cluster__ring__reduce__last_bucket_time,
        'comm_time_floor': train__cluster__ring__reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/all-to-all': {
        'comm_time': train__cluster__ring__all_to_all__comm_time,
        'last_bucket_time': train__cluster__ring__all_to_all__last_bucket_time,
        'comm_time_floor': train__cluster__ring__all_to_all__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__all_to_all__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'double-binary-tree/all-reduce': {
        'comm_time': train__cluster__double_binary_tree__all_reduce__comm_time,
        'last_bucket_time': train__cluster__double_binary_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__double_binary_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__double_binary_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'nvls/all-reduce': {
        'comm_time': train__cluster__nvls__all_reduce__comm_time,
        'last_bucket_time': train__cluster__nvls__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__nvls__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__nvls__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'nvls/all-gather': {
        'comm_time': train__cluster__nvls__all_gather__comm_time,
        'last_bucket_time': train__cluster__nvls__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__nvls__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__nvls__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'nvls/reduce-scatter': {
        'comm_time': train__cluster__nvls__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__nvls__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__nvls__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__nvls__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'nvls-tree/all-reduce': {
        'comm_time': train__cluster__nvls_tree__all_reduce__comm_time,
        'last_bucket_time': train__cluster__nvls_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__nvls_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__nvls_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'collnet-direct/all-reduce': {
        'comm_time': train__cluster__collnet_direct__all_reduce__comm_time,
        'last_bucket_time': train__cluster__collnet_direct__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__collnet_direct__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__collnet_direct__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'collnet-chain/all-reduce': {
        'comm_time': train__cluster__collnet_chain__all_reduce__comm_time,
        'last_bucket_time': train__cluster__collnet_chain__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__collnet_chain__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__collnet_chain__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'pat/all-gather': {
        'comm_time': train__cluster__pat__all_gather__comm_time,
        'last_bucket_time': train__cluster__pat__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__pat__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__pat__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'pat/reduce-scatter': {
        'comm_time': train__cluster__pat__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__pat__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__pat__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__pat__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/all-reduce': {
        'comm_time': train__cluster__flat_ring__all_reduce__comm_time,
        'last_bucket_time': train__cluster__flat_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/reduce-scatter': {
        'comm_time': train__cluster__flat_ring__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__flat_ring__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/all-gather': {
        'comm_time': train__cluster__flat_ring__all_gather__comm_time,
        'last_bucket_time': train__cluster__flat_ring__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/broadcast': {
        'comm_time': train__cluster__flat_ring__broadcast__comm_time,
        'last_bucket_time': train__cluster__flat_ring__broadcast__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__broadcast__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__broadcast__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/reduce': {
        'comm_time': train__cluster__flat_ring__reduce__comm_time,
        'last_bucket_time': train__cluster__flat_ring__reduce__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/all-to-all': {
        'comm_time': train__cluster__flat_ring__all_to_all__comm_time,
        'last_bucket_time': train__cluster__flat_ring__all_to_all__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__all_to_all__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__all_to_all__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'hierarchical-ring/all-reduce': {
        'comm_time': train__cluster__hierarchical_ring__all_reduce__comm_time,
        'last_bucket_time': train__cluster__hierarchical_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__hierarchical_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__hierarchical_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__cluster__hierarchical_ring__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__cluster__hierarchical_ring__all_reduce__required_bandwidth_last,
    },
    'parameter-server/all-reduce': {
        'comm_time': train__cluster__parameter_server__all_reduce__comm_time,
        'last_bucket_time': train__cluster__parameter_server__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__parameter_server__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__parameter_server__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'naive/all-reduce': {
        'comm_time': train__cluster__naive__all_reduce__comm_time,
        'last_bucket_time': train__cluster__naive__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__naive__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__naive__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'binomial-tree/all-reduce': {
        'comm_time': train__cluster__binomial_tree__all_reduce__comm_time,
        'last_bucket_time': train__cluster__binomial_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__binomial_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__binomial_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'binomial-tree/broadcast': {
        'comm_time': train__cluster__binomial_tree__broadcast__comm_time,
        'last_bucket_time': train__cluster__binomial_tree__broadcast__last_bucket_time,
        'comm_time_floor': train__cluster__binomial_tree__broadcast__comm_time_floor,
        'last_bucket_floor': train__cluster__binomial_tree__broadcast__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'binomial-tree/reduce': {
        'comm_time': train__cluster__binomial_tree__reduce__comm_time,
        'last_bucket_time': train__cluster__binomial_tree__reduce__last_bucket_time,
        'comm_time_floor': train__cluster__binomial_tree__reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__binomial_tree__reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'recursive-doubling/all-reduce': {
        'comm_time': train__cluster__recursive_doubling__all_reduce__comm_time,
        'last_bucket_time': train__cluster__recursive_doubling__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__recursive_doubling__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__recursive_doubling__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'rabenseifner/all-reduce': {
        'comm_time': train__cluster__rabenseifner__all_reduce__comm_time,
        'last_bucket_time': train__cluster__rabenseifner__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__rabenseifner__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__rabenseifner__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'recursive-halving/reduce-scatter': {
        'comm_time': train__cluster__recursive_halving__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__recursive_halving__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__recursive_halving__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__recursive_halving__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'recursive-doubling/all-gather': {
        'comm_time': train__cluster__recursive_doubling__all_gather__comm_time,
        'last_bucket_time': train__cluster__recursive_doubling__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__recursive_doubling__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__recursive_doubling__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'bruck/all-to-all': {
        'comm_time': train__cluster__bruck__all_to_all__comm_time,
        'last_bucket_time': train__cluster__bruck__all_to_all__last_bucket_time,
        'comm_time_floor': train__cluster__bruck__all_to_all__comm_time_floor,
        'last_bucket_floor': train__cluster__bruck__all_to_all__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
}
