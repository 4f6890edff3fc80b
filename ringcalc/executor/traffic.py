"""Exact per-worker bytes of each executed algorithm, in integer arithmetic.

These are closed forms written independently of the executors (the tests
compare them with the bytes the executors actually moved). Each function
takes ``workers`` (N), ``elements`` (K per worker) and ``itemsize`` (bytes
per element) and returns ``(sent, received)``: two int64 arrays of shape
(N,), in bytes. Chunks follow the rule of :mod:`ringcalc.executor.buffers`
(``c_j = K // P + [j < K % P]`` elements). ``k = K * itemsize``.
"""

from __future__ import annotations

import numpy as np

from ringcalc.errors import RingcalcError

Traffic = tuple[np.ndarray, np.ndarray]


def _chunk_elems(elements: int, parts: int, index: np.ndarray) -> np.ndarray:
    q, r = divmod(elements, parts)
    return q + (index < r).astype(np.int64)


def _prefix(elements: int, parts: int, x: np.ndarray) -> np.ndarray:
    """Elements in chunks ``0 .. x-1`` (x may be an array)."""
    q, r = divmod(elements, parts)
    return x * q + np.minimum(x, r)


def _check(workers: int, elements: int, itemsize: int) -> None:
    if workers < 1:
        raise RingcalcError("need at least one worker", option="workers")
    if elements < 0 or itemsize < 1:
        raise RingcalcError("elements must be >= 0 and itemsize >= 1", option="elements")


def ring_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """Ring all-reduce: ``sent_i = 2k - c_i - c_{i+1}``, ``received_i = 2k - c_{i-1} - c_i`` (bytes)."""
    _check(workers, elements, itemsize)
    n, i = workers, np.arange(workers)
    if n == 1:
        return np.zeros(1, np.int64), np.zeros(1, np.int64)
    c = _chunk_elems(elements, n, i) * itemsize
    k = elements * itemsize
    return 2 * k - c - np.roll(c, -1), 2 * k - np.roll(c, 1) - c


def reduce_scatter_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """Ring reduce-scatter: ``sent_i = k - c_i``, ``received_i = k - c_{i-1}``."""
    _check(workers, elements, itemsize)
    n, i = workers, np.arange(workers)
    if n == 1:
        return np.zeros(1, np.int64), np.zeros(1, np.int64)
    c = _chunk_elems(elements, n, i) * itemsize
    k = elements * itemsize
    return k - c, k - np.roll(c, 1)


def allgather_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """Ring all-gather of ``K`` elements per worker: ``(N-1) k`` sent and received by each."""
    _check(workers, elements, itemsize)
    v = np.full(workers, (workers - 1) * elements * itemsize, dtype=np.int64)
    return v, v.copy()


def parameter_server_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """Parameter server, driver = worker 0: driver ``(N-1) k`` each way, others ``k``."""
    _check(workers, elements, itemsize)
    k = elements * itemsize
    v = np.full(workers, k, dtype=np.int64)
    v[0] = (workers - 1) * k
    return v, v.copy()


def naive_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """Naive all-to-all: ``(N-1) k`` sent and received by every worker."""
    return allgather_traffic(workers, elements, itemsize)


def binomial_tree_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """Binomial reduce + broadcast: ``[r > 0] k + #{j < min(tz(r), L): r + 2^j < N} k``, same received."""
    _check(workers, elements, itemsize)
    n, k = workers, elements * itemsize
    levels = (n - 1).bit_length()
    out = np.zeros(n, dtype=np.int64)
    for r in range(n):
        tz = levels if r == 0 else min((r & -r).bit_length() - 1, levels)
        out[r] = (r > 0) * k + sum(k for j in range(tz) if r + (1 << j) < n)
    return out, out.copy()


def recursive_doubling_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """Recursive doubling with MPICH's fold (see the executor's docstring)."""
    _check(workers, elements, itemsize)
    n, k = workers, elements * itemsize
    pof2 = 1 << (n.bit_length() - 1)
    rem, lg = n - pof2, pof2.bit_length() - 1
    r = np.arange(n)
    folded = r < 2 * rem
    even = folded & (r % 2 == 0)
    odd = folded & (r % 2 == 1)
    sent = np.where(even, k, lg * k + odd * k).astype(np.int64)
    return sent, sent.copy()


def _bitreverse(x: int, bits: int) -> int:
    return int(format(x, f"0{bits}b")[::-1], 2) if bits else 0


def rabenseifner_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """Rabenseifner with MPICH's fold: ``k - c_b + sum_j bytes(aligned 2^j-block range holding b)`` (+ ``k`` fold)."""
    _check(workers, elements, itemsize)
    n, k = workers, elements * itemsize
    pof2 = 1 << (n.bit_length() - 1)
    rem, lg = n - pof2, pof2.bit_length() - 1
    sent = np.zeros(n, dtype=np.int64)
    for nr in range(pof2):
        r = nr * 2 + 1 if nr < rem else nr + rem
        b = _bitreverse(nr, lg)
        own = int(_chunk_elems(elements, pof2, np.array(b)))
        total = elements - own
        for j in range(lg):
            a = (b >> j) << j
            total += int(_prefix(elements, pof2, np.array(a + (1 << j))) - _prefix(elements, pof2, np.array(a)))
        sent[r] = total * itemsize + (k if nr < rem else 0)
    for r in range(0, 2 * rem, 2):
        sent[r] = k
    return sent, sent.copy()


def hierarchical_ring_split(workers: int, elements: int, itemsize: int, gpus_per_node: int = 1) -> dict[str, np.ndarray]:
    """Hierarchical ring bytes per worker, split into intra-node and inter-node traffic.

    Rank ``= node * g + local``; ``c_l`` = elements of chunk ``l`` of ``g``,
    ``d_{l,j}`` = elements of sub-chunk ``j`` of ``nodes`` of ``c_l``.
    ``intra_sent = (2K - c_l - c_{l+1}) * itemsize``,
    ``intra_received = (2K - c_{l-1} - c_l) * itemsize``,
    ``inter_sent = (2 c_l - d_{l,n} - d_{l,n+1}) * itemsize``,
    ``inter_received = (2 c_l - d_{l,n-1} - d_{l,n}) * itemsize`` (indices modulo ``g`` / ``nodes``).

    Returns
    -------
    dict of str to numpy.ndarray
        Keys ``intra_sent``, ``intra_received``, ``inter_sent``, ``inter_received`` (bytes, int64).
    """
    _check(workers, elements, itemsize)
    g = int(gpus_per_node)
    if g < 1 or workers % g:
        raise RingcalcError(f"gpus per node ({g}) must be >= 1 and divide the number of workers ({workers})",
                            option="gpus_per_node")
    nodes = workers // g
    rank = np.arange(workers)
    local, node = rank % g, rank // g
    zero = np.zeros(workers, dtype=np.int64)
    c = _chunk_elems(elements, g, local)
    out = {"intra_sent": zero, "intra_received": zero.copy(), "inter_sent": zero.copy(), "inter_received": zero.copy()}
    if g > 1:
        out["intra_sent"] = (2 * elements - c - _chunk_elems(elements, g, (local + 1) % g)) * itemsize
        out["intra_received"] = (2 * elements - _chunk_elems(elements, g, (local - 1) % g) - c) * itemsize
    if nodes > 1:
        q, r = c // nodes, c % nodes  # sub-chunk j of c_l: q + [j < r]

        def d(j):
            return q + (j < r).astype(np.int64)

        out["inter_sent"] = (2 * c - d(node) - d((node + 1) % nodes)) * itemsize
        out["inter_received"] = (2 * c - d((node - 1) % nodes) - d(node)) * itemsize
    return {k: np.asarray(v, dtype=np.int64) for k, v in out.items()}


def hierarchical_ring_traffic(workers: int, elements: int, itemsize: int, gpus_per_node: int = 1) -> Traffic:
    """Hierarchical ring ``(sent, received)`` per worker: intra-node plus inter-node (see :func:`hierarchical_ring_split`)."""
    s = hierarchical_ring_split(workers, elements, itemsize, gpus_per_node)
    return s["intra_sent"] + s["inter_sent"], s["intra_received"] + s["inter_received"]


def recursive_halving_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """MPICH recursive-halving reduce-scatter (see its executor): the fold, then the half each new rank gives up.

    New rank ``i`` owns old blocks ``[s_i, s_{i+1})`` (two for ``i < rem``). At mask
    ``m`` it holds the aligned range of ``2m`` new ranks around it, gives the half
    without it and receives the half with it. Even ``r < 2 rem`` send ``k``; odd
    ones receive ``k`` and send back ``c_{r-1}``.
    """
    _check(workers, elements, itemsize)
    n, k = workers, elements * itemsize
    sent, received = np.zeros(n, np.int64), np.zeros(n, np.int64)
    if n == 1 or elements == 0:
        return sent, received
    pof2 = 1 << (n.bit_length() - 1)
    rem = n - pof2
    start = [0] + [2 * i + 2 if i < rem else i + rem + 1 for i in range(pof2)]  # first old block of each new rank

    def elems(a: int, b: int) -> int:  # elements of new ranks a .. b-1
        return int(_prefix(elements, n, np.array(start[b])) - _prefix(elements, n, np.array(start[a])))

    for i in range(pof2):
        r = 2 * i + 1 if i < rem else i + rem
        m = pof2 >> 1
        while m:
            lo = i // (2 * m) * 2 * m
            mine, other = (lo + m, lo) if i & m else (lo, lo + m)
            sent[r] += elems(other, other + m) * itemsize
            received[r] += elems(mine, mine + m) * itemsize
            m >>= 1
    for r in range(0, 2 * rem, 2):
        sent[r] += k
        received[r + 1] += k
        c = int(_chunk_elems(elements, n, np.array(r))) * itemsize
        sent[r + 1] += c
        received[r] += c
    return sent, received


def bruck_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """MPICH Bruck all-to-all: in step ``j`` rank ``r`` sends its local blocks ``b`` with bit ``j`` set, which by
    then hold the data for worker ``r + (b & ~(2**j - 1))`` (``c`` of it); received: what ``r - 2**j`` sent.
    With ``N`` dividing ``K`` that is ``sum_{b<N} popcount(b)`` blocks of ``K/N`` for every rank."""
    _check(workers, elements, itemsize)
    n = workers
    r = np.arange(n)
    sent, received = np.zeros(n, np.int64), np.zeros(n, np.int64)
    j = 0
    while (1 << j) < n:
        step = np.zeros(n, np.int64)
        for b in range(1, n):
            if b >> j & 1:
                step += _chunk_elems(elements, n, (r + (b >> j << j)) % n) * itemsize
        sent += step
        received += np.roll(step, 1 << j)
        j += 1
    return sent, received


def double_binary_tree_traffic(workers: int, elements: int, itemsize: int) -> Traffic:
    """NCCL double binary tree: in tree ``t`` (half ``h_t`` of the buffer) a rank sends ``h_t`` to its parent and
    to each child, and receives ``h_t`` from each child and from its parent."""
    from ringcalc.executor.schedules import nccl_dtree

    _check(workers, elements, itemsize)
    out = np.zeros(workers, np.int64)
    if workers > 1:
        for t, tree in enumerate(nccl_dtree(workers)):
            h = int(_chunk_elems(elements, 2, np.array(t))) * itemsize
            for r, (parent, children) in enumerate(tree):
                out[r] += h * ((parent != -1) + len(children))
    return out, out.copy()
