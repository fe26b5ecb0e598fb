import { expect } from 'chai'
import { bareListName, wireListName } from '../../src/domain/list-names'

describe('reference list names', () => {
  it('takes the insurer. prefix off a wire name, once, and leaves a bare name as it is', () => {
    expect(bareListName('insurer.cover_type')).to.equal('cover_type')
    expect(bareListName('cover_type')).to.equal('cover_type')
    expect(bareListName('insurer.insurer.cover_type')).to.equal('insurer.cover_type')
    expect(bareListName('cover_type.insurer.')).to.equal('cover_type.insurer.')
  })

  it('spells a list with the insurer. prefix once, whether or not it was given', () => {
    expect(wireListName('cover_type')).to.equal('insurer.cover_type')
    expect(wireListName('insurer.cover_type')).to.equal('insurer.cover_type')
  })
})
